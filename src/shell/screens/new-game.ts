// New game: who sits at the table (people and bots), the game's own choices, then Start, which
// passes the game's door (its options schema and rule checks), creates the save and opens the table.
import type { BotLevel, PlayerInfo, Reason } from '../../engine/types';
import { checkInput } from '../../engine/door';
import { freshSeed } from '../../engine/rng';
import type { ScreenFactory } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { gameById } from '../../games/index';
import type { GameEntry, OptionField } from '../../games/entry';
import { t, type MessageKey } from '../../base/i18n';
import { nihoBand } from '../patterns';
import { onlineAvailability } from '../../table/online/server';
import type { PaceChoice } from '../../table/online/pace-choice';

/** How often, and how many times, the screen asks again whether a server answers (a minute in all). */
const ONLINE_RETRY_MS = 5_000;
const ONLINE_TRIES = 12;

/** The same length limit the store checks (an HTML maxlength counts the same units). */
export const MAX_NAME_LENGTH = 24;
// Bots get cat names; people get "Player n" until they type their own.
const BOT_NAMES = ['Luna', 'Felix', 'Mimi', 'Tiger', 'Pepper', 'Miso'];
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

interface SeatDraft {
  /** 'phone': a person who plays on their own phone, joined to this device's table (src/table/); 'online': a person
   *  who joins from anywhere by the table's invite link (src/table/online/). */
  kind: 'person' | 'phone' | 'online' | 'bot';
  level: BotLevel;
  /** What the player typed; null keeps the default name (which follows the seat number). */
  name: string | null;
}

export function defaultName(seat: SeatDraft, index: number): string {
  return seat.kind === 'bot' ? BOT_NAMES[index % BOT_NAMES.length] : t('newGame.defaultPerson', { n: index + 1 });
}

/** The players a draft table starts, with empty or over-long names made valid. */
export function playersFrom(seats: readonly SeatDraft[]): PlayerInfo[] {
  return seats.map((seat, i) => {
    const name = (seat.name ?? '').trim().slice(0, MAX_NAME_LENGTH) || defaultName(seat, i);
    return seat.kind === 'bot' ? { name, kind: 'bot', level: seat.level } : { name, kind: 'person' };
  });
}

/** The seats played on phones (a table of devices), in seat order. */
export function phoneSeats(seats: readonly SeatDraft[]): number[] {
  return seats.flatMap((seat, i) => (seat.kind === 'phone' ? [i] : []));
}

/** A table with an online seat is an online table: the server hosts it, and every person not on this device
 *  (online, or on their own phone) joins by its invite link. */
export function isOnline(seats: readonly SeatDraft[]): boolean {
  return seats.some((seat) => seat.kind === 'online');
}

/** The seats of the people playing on this device, in seat order. */
export function localSeats(seats: readonly SeatDraft[]): number[] {
  return seats.flatMap((seat, i) => (seat.kind === 'person' ? [i] : []));
}

export const newGameScreen: ScreenFactory = (ctx, app) => {
  const game = (app.gameId && gameById(app.gameId)) || undefined;
  if (!game) {
    // Reached only through a bad event; go back rather than show an empty form.
    queueMicrotask(() => ctx.send({ type: 'BACK' }));
    return { root: el('div', { class: 'screen' }), title: t('app.title') };
  }
  const title = t('newGame.title', { game: t(game.titleKey) });
  // The default table: you and one normal bot.
  const seats: SeatDraft[] = [
    { kind: 'person', level: 'normal', name: null },
    { kind: 'bot', level: 'normal', name: null },
  ];
  const choices: Record<string, number | string> = Object.fromEntries(game.setup.fields.map((f) => [f.id, f.default]));

  const seatList = el('ol', { class: 'seat-list', attrs: { role: 'list' } });
  // Whether online tables can be used now ('checking' until the server answers; then 'ok', or why not in words).
  // The answer changes the Online choices in place: the form is never drawn again under the player's fingers.
  let online: 'checking' | 'ok' | string = 'checking';
  const onlineNote = el('p', { class: 'meta online-note', attrs: { id: 'online-note', 'aria-live': 'polite' } });
  // Live or over days: shown while a seat is Online (its code and words load only then).
  const paceSlot = el('div');
  let pace: Promise<PaceChoice> | null = null;
  const showPace = (online: boolean): void => {
    if (online) pace ??= import('../../table/online/pace-choice').then((m) => m.paceChoice(paceSlot));
    void pace?.then((p) => p.show(isOnline(seats)));
  };
  const showOnline = (answer: { ok: true } | { ok: false; reason: Reason }): void => {
    online = answer.ok ? 'ok' : t(answer.reason.key as MessageKey, answer.reason.params);
    onlineNote.textContent = answer.ok ? '' : online;
    for (const radio of seatList.querySelectorAll<HTMLInputElement>('input[value="online"]')) {
      radio.disabled = !answer.ok && !radio.checked;
      if (answer.ok) radio.removeAttribute('aria-describedby');
      else radio.setAttribute('aria-describedby', 'online-note');
    }
  };
  // Asked again while the screen is open and no server has answered yet (one still starting, a slow network): the
  // Online choices come as soon as it answers. Another protocol is final; so is leaving the screen.
  const askOnline = (tries: number): void => {
    void onlineAvailability().then((answer) => answer, (): { ok: false; reason: Reason } => ({ ok: false, reason: { key: 'online.noServer' } })).then((answer) => {
      if (tries > 0 && !seatList.isConnected) return;
      showOnline(answer);
      if (!answer.ok && answer.reason.key !== 'table.otherVersion' && tries + 1 < ONLINE_TRIES) setTimeout(() => askOnline(tries + 1), ONLINE_RETRY_MS);
    });
  };
  askOnline(0);
  const seatCount = el('p', { class: 'meta', attrs: { 'aria-live': 'polite' } });
  const addSeat = button(t('newGame.addSeat'), () => {
    seats.push({ kind: 'bot', level: 'normal', name: null });
    drawSeats(`seat-${seats.length - 1}-name`);
  }, 'secondary', { id: 'add-seat' });

  function drawSeats(focusId?: string): void {
    seatList.replaceChildren(...seats.map((seat, i) => seatRow(seat, i)));
    showPace(isOnline(seats));
    seatCount.textContent = t('newGame.seatCount', { count: seats.length, max: game!.maxPlayers });
    addSeat.disabled = seats.length >= game!.maxPlayers;
    if (focusId) document.getElementById(focusId)?.focus();
  }

  function seatRow(seat: SeatDraft, i: number): HTMLElement {
    const n = i + 1;
    const nameId = `seat-${i}-name`;
    const kindRadio = (kind: SeatDraft['kind'], labelKey: MessageKey) => el('label', { class: 'choice' }, [
      el('input', {
        attrs: {
          type: 'radio', name: `seat-${i}-kind`, value: kind, id: `seat-${i}-${kind}`, checked: seat.kind === kind,
          // Online waits for the server's answer; unreachable, it says why below the seats.
          disabled: kind === 'online' && online !== 'ok' && seat.kind !== 'online',
          ...(kind === 'online' && online !== 'ok' ? { 'aria-describedby': 'online-note' } : {}),
        },
        on: {
          change: () => {
            seat.kind = kind;
            drawSeats(`seat-${i}-${kind}`);
          },
        },
      }),
      el('span', { text: t(labelKey) }),
    ]);
    const nameInput = el('input', {
      attrs: {
        id: nameId, type: 'text', maxlength: MAX_NAME_LENGTH, autocomplete: 'off', spellcheck: 'false',
        value: seat.name ?? defaultName(seat, i), placeholder: defaultName(seat, i),
      },
      on: { input: (e) => { seat.name = (e.target as HTMLInputElement).value; } },
    });
    const level = seat.kind === 'bot'
      ? el('div', { class: 'field' }, [
          el('label', { text: t('newGame.level'), attrs: { for: `seat-${i}-level` } }),
          el('select', {
            attrs: { id: `seat-${i}-level` },
            on: { change: (e) => { seat.level = (e.target as HTMLSelectElement).value as BotLevel; } },
          }, LEVELS.map((lv) => el('option', { text: t(`newGame.${lv}`), attrs: { value: lv, selected: lv === seat.level } }))),
        ])
      : null;
    const remove = seats.length > game!.minPlayers
      ? el('button', {
          class: 'btn btn-quiet icon-button',
          text: '×',
          attrs: { type: 'button', id: `seat-${i}-remove`, 'aria-label': t('newGame.removeSeat', { n }) },
          on: {
            click: () => {
              seats.splice(i, 1);
              drawSeats(seats.length > i ? `seat-${i}-remove` : 'add-seat');
            },
          },
        })
      : null;
    return el('li', { class: `seat seat-${seat.kind}` }, [
      el('fieldset', {}, [
        el('legend', { text: t('newGame.seat', { n }) }),
        el('div', { class: 'segmented', attrs: { 'aria-label': t('newGame.kind', { n }), role: 'group' } }, [
          kindRadio('person', 'newGame.person'),
          kindRadio('bot', 'newGame.bot'),
          // Last, so the two everyday choices stay side by side (and one arrow key apart).
          kindRadio('phone', 'newGame.phone'),
          kindRadio('online', 'newGame.online'),
        ]),
        el('div', { class: 'field' }, [el('label', { text: t('newGame.name'), attrs: { for: nameId } }), nameInput]),
        level,
        remove,
      ]),
    ]);
  }

  // A submit button: Enter in a name field starts the game too.
  const start = el('button', { class: 'btn btn-primary btn-large', text: t('newGame.start'), attrs: { type: 'submit', id: 'start-game' } });
  const form = el('form', { class: 'new-game-form', attrs: { novalidate: true } }, [
    el('section', { class: 'panel', attrs: { 'aria-labelledby': 'players-heading' } }, [
      el('h2', { text: t('newGame.players'), attrs: { id: 'players-heading' } }),
      seatList,
      el('div', { class: 'actions' }, [addSeat, seatCount]),
      onlineNote,
    ]),
    paceSlot,
    ...game.setup.fields.map((field) => optionGroup(field, choices)),
    el('div', { class: 'actions actions-end' }, [start]),
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void startGame();
  });

  async function startGame(): Promise<void> {
    if (start.disabled) return;
    start.disabled = true;
    start.textContent = t('newGame.starting');
    const players = playersFrom(seats);
    const g = game!;
    const refuse = (reason: Reason): void => {
      ctx.notify(reason, true);
      start.disabled = false;
      start.textContent = t('newGame.start');
    };
    // The same door a save or an imported file passes, with the game's own rules for its options (teams need
    // four seats…): nothing is created for options the game refuses, and the refusal is the rule's own words.
    const def = await g.definition().catch(() => null);
    if (!def) return refuse({ key: 'engine.gameNotLoaded' });
    const checked = checkInput(def, { options: g.setup.build(choices, players), seed: freshSeed(), players });
    if (!checked.ok) return refuse(checked.reason);
    if (isOnline(seats)) return startOnline(checked.value.options, players, refuse);
    const phones = phoneSeats(seats);
    const devices = phones.length > 0 ? { phones, tokens: players.map(() => null) } : undefined;
    const created = await ctx.store.create(g.id, checked.value, null, devices ? { devices } : {});
    if (created.ok) {
      ctx.send({ type: 'START', saveId: created.id, gameId: g.id });
      return;
    }
    refuse(created.reason);
  }

  /** The table on the server (it draws the seed): this device takes its people's seats, then shows the invite. */
  async function startOnline(options: unknown, players: PlayerInfo[], refuse: (reason: Reason) => void): Promise<void> {
    const { startOnlineTable } = await import('../../table/online/new-table');
    const made = await startOnlineTable({ gameId: game!.id, options, players, pace: pace ? (await pace).pace() : { kind: 'live' } }, localSeats(seats));
    if (!made.ok) return refuse(made.reason);
    ctx.send({ type: 'OPEN_ONLINE', code: made.code });
  }

  drawSeats();
  const root = el('div', { class: 'screen screen-new-game' }, [
    el('header', { class: 'screen-header' }, [
      button(t('app.back'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      screenHeading(title),
    ]),
    nihoBand(),
    form,
  ]);
  loadAhead(game);
  return { root, title };
}

/** What Start will need, fetched and run while the player chooses (a module loads once per page): Start then waits
 *  for the table's first frame, not for a chain of its chunks one after another. All at once: a game's table
 *  imports the shared table CSS before its own, so its rules come after the ones they refine in any order of
 *  loading. A load that fails here is tried again, and reported, when Start asks for it. */
function loadAhead(game: GameEntry): void {
  setTimeout(() => {
    for (const load of [() => import('./playing'), () => import('../../table/open-game'), () => game.definition(), () => game.table()]) {
      void load().catch(() => undefined);
    }
  }, 0);
};

/** One of the game's own choices (the deck) as a group of radio buttons. */
function optionGroup(field: OptionField, choices: Record<string, number | string>): HTMLElement {
  return el('fieldset', { class: 'panel option-group' }, [
    el('legend', { text: t(field.labelKey) }),
    el('div', { class: 'segmented' }, field.choices.map((choice) => el('label', { class: 'choice' }, [
      el('input', {
        attrs: {
          type: 'radio', name: `option-${field.id}`, value: String(choice.value), id: `option-${field.id}-${choice.value}`,
          checked: choices[field.id] === choice.value,
        },
        on: { change: () => { choices[field.id] = choice.value; } },
      }),
      el('span', { text: t(choice.labelKey) }),
    ]))),
  ]);
}
