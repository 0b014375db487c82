// For tests only: performance.now() as a clock of the test's own, one millisecond per reading, so a time budget is
// checked without depending on how busy the machine is (a timed assertion would fail under load).
import { vi } from 'vitest';

export function withFakeClock<T>(fn: () => T): T {
  let ms = 0;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => ++ms);
  try {
    return fn();
  } finally {
    clock.mockRestore();
  }
}
