// The turn timer: large digits, Start/Pause, Next turn, Reset, the seconds per turn, and an optional gentle
// sound and vibration when the time is up (both off until switched on). The timer keeps running while the
// player looks at a sheet: its state lives in this module, the screen only draws it.
import {
  formatClock, isDone, isRunning, newTimer, nextTurn, pause, remainingMs, reset, start, TIMER_MAX_SECONDS, TIMER_MIN_SECONDS, withSeconds,
  type TurnTimer,
} from '../../companion/timer';
import { radioPills, stepper } from '../../sheet/widgets';
import type { ShellContext } from '../context';
import { button, el } from '../../base/dom';
import { t } from '../../base/i18n';

let timer: TurnTimer = newTimer();
const alerts = { sound: false, vibrate: false };
/** The run whose end was already signalled (so it is signalled once). */
let signalled: number | null = null;

export function timerTool(_ctx: ShellContext): { root: HTMLElement; dispose(): void } {
  const digits = el('p', { class: 'timer-digits', attrs: { role: 'timer', id: 'timer-digits', 'aria-live': 'off' } });
  const said = el('p', { class: 'timer-said', attrs: { role: 'status', id: 'timer-status' } });
  const controls = el('div', { class: 'actions timer-controls' });
  const settings = el('div', { class: 'panel timer-settings' });
  let frame = 0;

  function tick(): void {
    const now = Date.now();
    const left = remainingMs(timer, now);
    digits.textContent = formatClock(left);
    const done = isRunning(timer) && isDone(timer, now);
    digits.classList.toggle('is-done', isDone(timer, now));
    digits.classList.toggle('is-low', !isDone(timer, now) && left <= 10_000);
    if (done && signalled !== timer.since) {
      signalled = timer.since;
      said.textContent = t('companion.timeUp');
      drawControls();
      signal();
    }
    frame = requestAnimationFrame(tick);
  }

  function act(next: TurnTimer, message = ''): void {
    timer = next;
    said.textContent = message;
    drawControls();
  }

  function drawControls(): void {
    const focused = document.activeElement?.id;
    const running = isRunning(timer) && !isDone(timer, Date.now());
    const main = button(running ? t('companion.pause') : t('companion.start'), () => {
      act(running ? pause(timer, Date.now()) : start(timer, Date.now()), running ? t('companion.paused') : '');
    }, 'primary', { id: 'timer-start' });
    main.classList.add('btn-large');
    controls.replaceChildren(
      main,
      button(t('companion.nextTurn'), () => act(nextTurn(timer, Date.now())), 'secondary', { id: 'timer-next' }),
      button(t('companion.reset'), () => act(reset(timer)), 'quiet', { id: 'timer-reset' }),
    );
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  function drawSettings(): void {
    const focused = document.activeElement?.id;
    const seconds = timer.durationMs / 1000;
    settings.replaceChildren(
      el('h2', { text: t('companion.timerSettings') }),
      stepper({
        id: 'timer-seconds', label: t('companion.secondsPerTurn'), value: seconds, min: TIMER_MIN_SECONDS, max: TIMER_MAX_SECONDS, step: 5,
        onChange: (s) => { act(withSeconds(timer, s)); drawSettings(); },
      }),
      radioPills<number>({
        name: 'timer-preset', legend: t('companion.presets'), value: seconds,
        options: [30, 60, 90, 120, 180].map((s) => ({ value: s, label: formatClock(s * 1000) })),
        onChange: (s) => { act(withSeconds(timer, s)); drawSettings(); },
      }),
      radioPills<boolean>({
        name: 'timer-sound', legend: t('companion.timerSound'), value: alerts.sound,
        options: [{ value: false, label: t('settings.off') }, { value: true, label: t('settings.on') }],
        onChange: (on) => { alerts.sound = on; },
      }),
      radioPills<boolean>({
        name: 'timer-vibrate', legend: t('companion.timerVibrate'), value: alerts.vibrate,
        options: [{ value: false, label: t('settings.off') }, { value: true, label: t('settings.on') }],
        onChange: (on) => { alerts.vibrate = on; },
      }),
    );
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  drawControls();
  drawSettings();
  tick();
  const root = el('div', { class: 'timer' }, [
    el('section', { class: 'panel timer-face', attrs: { 'aria-label': t('companion.timer') } }, [digits, said, controls]),
    settings,
  ]);
  return { root, dispose: () => cancelAnimationFrame(frame) };
}

/** A soft two-note chime (Web Audio, nothing to download) and a short buzz, each only if switched on. */
function signal(): void {
  if (alerts.vibrate) navigator.vibrate?.([120, 80, 120]);
  if (!alerts.sound) return;
  try {
    const audio = new AudioContext();
    const at = audio.currentTime;
    [660, 880].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at + i * 0.22);
      gain.gain.exponentialRampToValueAtTime(0.12, at + i * 0.22 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.22 + 0.35);
      osc.connect(gain).connect(audio.destination);
      osc.start(at + i * 0.22);
      osc.stop(at + i * 0.22 + 0.4);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio on this device: the digits still say it.
  }
}
