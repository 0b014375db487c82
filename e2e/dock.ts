// The message dock above the table (src/ui/play.css): a message in it must be whole in sight, never cut at the
// dock's edges (a long refusal on a phone and a tip on a tablet once lost their last lines and their buttons).
import type { Locator } from '@playwright/test';

/** Whether the message lies wholly inside the dock, and a tip's words wholly in sight (none scrolled away; the other
 *  messages do not scroll). */
export function wholeInDock(message: Locator): Promise<{ inDock: boolean; wordsFit: boolean }> {
  return message.evaluate((el) => {
    const dock = el.closest('.play-dock')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const words = el.querySelector<HTMLElement>('.play-tip-body');
    return {
      inDock: box.top >= dock.top - 1 && box.bottom <= dock.bottom + 1 && box.left >= dock.left - 1 && box.right <= dock.right + 1,
      wordsFit: !words || words.scrollHeight <= words.clientHeight + 1,
    };
  });
}
