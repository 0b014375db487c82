// The privacy screen while the tablet is passed on: it covers the table and names who may take it. When several
// people may answer (Mauwi's attacked player and their teammate), each has a "ready" button and the one who taps
// takes the tablet: only that seat's hand is shown next.
import { getLanguage, t } from '../base/i18n';

/** "Ana or Ben" in the current language. */
export function orNames(names: readonly string[]): string {
  return new Intl.ListFormat(getLanguage(), { style: 'long', type: 'disjunction' }).format(names);
}

/** What happened since the person taking the tablet last played (move-log.ts's summarySince), in public words. */
export interface SinceLastPlayed {
  title: string;
  lines: string[];
}

/** Shows the screen over `wrap` (the table and its controls), with what happened since the person last played
 *  when there is something to tell; resolves with the index of the name that tapped. */
export function handOver(wrap: HTMLElement, names: readonly string[], since?: SinceLastPlayed): Promise<number> {
  return new Promise<number>((resolve) => {
    const screen = document.createElement('div');
    screen.className = 'privacy';
    screen.setAttribute('role', 'dialog');
    screen.setAttribute('aria-modal', 'true');
    screen.setAttribute('aria-labelledby', 'privacy-title');
    const title = document.createElement('h2');
    title.className = 'privacy-title';
    title.id = 'privacy-title';
    title.textContent = t('play.passTo', { name: orNames(names) });
    screen.appendChild(title);
    if (since && since.lines.length > 0) {
      screen.appendChild(sinceSection(since));
      screen.setAttribute('aria-describedby', 'privacy-since');
    }
    // The table behind is out of reach (Tab included) until somebody takes it; the live region still speaks.
    const behind = [...wrap.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.inert && !c.hasAttribute('aria-live'));
    wrap.appendChild(screen);
    behind.forEach((c) => { c.inert = true; });
    const buttons = names.map((name, i) => {
      const ready = document.createElement('button');
      ready.type = 'button';
      ready.className = 'privacy-ready';
      ready.dataset.seatIndex = String(i);
      ready.textContent = t('play.tapWhenReady', { name });
      ready.addEventListener('click', () => {
        behind.forEach((c) => { c.inert = false; });
        screen.remove();
        resolve(i);
      }, { once: true });
      screen.appendChild(ready);
      return ready;
    });
    buttons[0]?.focus();
  });
}

/** "Since Ana last played": two or three lines, oldest first, the newest move last (closest to the buttons). */
function sinceSection(since: SinceLastPlayed): HTMLElement {
  const section = document.createElement('section');
  section.className = 'privacy-since';
  section.id = 'privacy-since';
  const heading = document.createElement('h3');
  heading.className = 'privacy-since-title';
  heading.textContent = since.title;
  section.appendChild(heading);
  for (const line of since.lines) {
    const p = document.createElement('p');
    p.className = 'privacy-since-line';
    p.textContent = line;
    section.appendChild(p);
  }
  return section;
}
