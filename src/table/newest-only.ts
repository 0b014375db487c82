// One drawing at a time, always of the newest table: a call that comes while the job runs makes it run once more
// after, however many came. A job that fails is reported and does not stop the ones asked for after it.

/** Wraps `job`; the returned function resolves once the newest job asked for so far has run. */
export function newestOnly(job: () => Promise<void>, what: string, stopped: () => boolean = () => false): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async (): Promise<void> => {
    do {
      again = false;
      try {
        await job();
      } catch (error) {
        console.error(`${what} failed`, error);
      }
    } while (again && !stopped());
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => { running = null; });
    return running;
  };
}
