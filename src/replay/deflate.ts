// deflate-raw through the platform's CompressionStream (Chromium, Safari 16.4+, Firefox 113+, Node 20): no
// dependency. Inflating stops at a limit, so a small code cannot inflate to megabytes.
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The inflated bytes; null when they are not deflate-raw data (damaged, cut short); 'too-large' past `limit`. */
export async function inflateRaw(bytes: Uint8Array, limit: number): Promise<Uint8Array | null | 'too-large'> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        void reader.cancel().catch(() => {});
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
