// Runs one open game: the statechart session, a save after every accepted event (before the scene
// animates it), bots in their worker at a watchable pace, the privacy hand-over between people,
// undo up to hidden information, and the hand-off to the results screen. Where several seats may act at once
// (Mauwi's attacked player and their teammate), each may answer: see answering.ts for who is asked when.
import type { GameSession } from '../engine/session';
import type { GameEvent, PlayerInfo, Reason, Seat } from '../engine/types';
import { attemptReason, checkEvent } from '../engine/door';
import { BotClient, BotCancelledError } from '../ai/client';
import { loadAdapter } from '../ai/adapters';
import type { AiLevel, AnyBotAdapter } from '../ai/types';
import type { SaveStore, SaveHeader, SaveSnapshot } from '../store';
import { resumeSave } from '../store/resume'; // not through the store's index, which the home screen loads
import { gameById } from '../shell/games';
import { t, translateReason } from '../shell/i18n';
import { botPaceMs, type Settings } from '../shell/settings';
import type { PlayCallbacks, PlayHandle, ResultSummary } from './contract';
import type { GameModule, GameUi, Proposal } from './game-ui';
import { createOverlay, type Overlay } from './overlay';
import { afterSay, answeringSeats, holdsBack, mayAnswer, nextStep, NEW_ROUND, type AnswerRound } from './answering';
import { botsAnswer } from './bot-answers';
import { handOver, orNames } from './handover';
import { hiddenBetween } from './hidden-between';
import { MoveLog, summarySince } from './move-log';
import { recentMoves } from './recent-moves';
import { createMoveLogPanel, type MoveLogPanel } from './move-log-panel';
import { createLetAnswer, type LetAnswer } from './let-answer';
import { pendingWrites } from './pending-writes';
import { reportShown } from './shown-probe';
import { showHint } from './hint-flow';

const BOT_LEVEL: Record<NonNullable<PlayerInfo['level']>, AiLevel> = { easy: 'easy', normal: 'normal', hard: 'hard' };

export class PlayController implements PlayHandle {
  private ui!: GameUi<unknown, GameEvent>;
  private overlay!: Overlay;
  private letAnswer!: LetAnswer;
  private readonly bots = new BotClient();
  private readonly writes = pendingWrites;
  private unsubscribeWrites: (() => void) | null = null;
  /** Going home is being asked about (moves not saved yet): a second tap on Home waits for that answer. */
  private leaving = false;
  private bottomSeat: Seat;
  private handShown = false;
  private running = false;
  /** A person's move is being saved and shown: further taps wait. */
  private busy = false;
  private destroyed = false;
  private finished = false;
  /** Bumped by undo and destroy so a bot answer that arrives afterwards is dropped. */
  private generation = 0;
  /** Which position the scene shows now (see show()). */
  private lastShown = '';
  /** The guided first game's tip on screen ("gameId:KIND"), or null. */
  private tipShown: string | null = null;
  /** The answers given so far to the position on the table (see currentRound). */
  private round: AnswerRound = NEW_ROUND;
  private roundAt = '';
  /** The game's bot adapter, loaded the first time several answers must be weighed (its `yields`). */
  private adapterLoad: Promise<AnyBotAdapter> | null = null;
  /** Every move in words (move-log.ts), kept in line with the session's log, and its panel. */
  private moveLog!: MoveLog;
  private logPanel!: MoveLogPanel;

  private constructor(
    private readonly game: GameModule,
    private readonly session: GameSession,
    private readonly header: SaveHeader,
    private readonly store: SaveStore,
    private settings: Settings,
    private readonly callbacks: PlayCallbacks,
  ) {
    this.bottomSeat = this.people[0] ?? 0;
    // One person with bots keeps their hand in view; with several people it waits for the hand-over.
    this.handShown = this.people.length === 1;
  }

  /**
   * Loads a save and resumes it by replaying its log through the door (the log is the truth; the stored snapshot
   * is only a cache, rewritten when it is stale). Moves still waiting to be written (storage full) are part of
   * the log. A log the rules refuse is set aside under "Needs attention" and the player is told so in words.
   */
  static async open(game: GameModule, store: SaveStore, saveId: string, root: HTMLElement, settings: Settings, callbacks: PlayCallbacks): Promise<PlayHandle> {
    game.registerText();
    // Whatever can be written now is; what still waits in memory is part of the log all the same.
    await pendingWrites.flush(saveId);
    const resumed = await resumeSave(store, game.def, saveId, pendingWrites.unsaved(saveId));
    if (!resumed.ok) throw new OpenError(resumed.setAside ? setAsideReason(game.def.id, resumed.setAside) : resumed.reason);
    const { header, session } = resumed;
    const c = new PlayController(game, session, header, store, settings, callbacks);
    await c.mount(root);
    return c;
  }

  private get players(): PlayerInfo[] {
    return this.header.input.players;
  }
  private get names(): string[] {
    return this.players.map((p) => p.name);
  }
  private get people(): Seat[] {
    return this.players.flatMap((p, i) => (p.kind === 'person' ? [i] : []));
  }
  private isPerson(seat: Seat): boolean {
    return this.players[seat]?.kind === 'person';
  }

  private async mount(root: HTMLElement): Promise<void> {
    this.overlay = createOverlay(root, {
      onHome: () => void this.leave(),
      onUndo: () => void this.undo(),
      onRules: () => this.callbacks.onRules(this.game.def.id),
      onHint: this.game.hint ? () => void this.hint() : undefined,
    });
    this.ui = await this.game.createUi(this.overlay.canvasHost, this.overlay.controls, { names: this.names, settings: this.settings });
    this.ui.onPropose((p) => void this.propose(p));
    this.letAnswer = createLetAnswer(this.overlay.controls, () => this.letOthersAnswer());
    this.unsubscribeWrites = this.writes.subscribe(() => this.overlay.setUnsaved(this.writes.count(this.header.id)));
    this.overlay.setUnsaved(this.writes.count(this.header.id));
    // The move log from the log itself: replayed once here (a new game, a resume), then a move at a time.
    this.moveLog = new MoveLog(this.game.def, this.game.describe, this.session.input, this.names);
    this.syncLog();
    this.logPanel = createMoveLogPanel(this.overlay.panelHost, this.overlay.logButton, () => this.logEntries());
    this.overlay.logButton.addEventListener('click', () => this.logPanel.toggle());
    void this.run();
  }

  /** The move log follows the session (a new move appended, an undo cut); it never takes the table down. */
  private syncLog(): void {
    try {
      this.moveLog.sync(this.session.events, this.session.state);
    } catch (error) {
      console.error('the move log could not follow the game', error);
    }
  }

  /** The panel's entries: in the words the bottom seat may read (an onlooker's while its hand is hidden), the
   *  moves since the bottom seat's own last move marked new. */
  private logEntries() {
    this.syncLog();
    return { entries: this.moveLog.entries(this.handShown ? this.bottomSeat : null, this.bottomSeat), names: this.names };
  }

  /** "Since Ana last played" for the privacy screen, which the whole table sees: in an onlooker's words. Of several
   *  people who may take the tablet, for the one whose own last move is the oldest (the others' moves are in it). */
  private sinceLastPlayed(seats: Seat[]): { title: string; lines: string[] } {
    this.syncLog();
    const seat = seats.reduce((a, b) => (this.moveLog.lastOwn(b) < this.moveLog.lastOwn(a) ? b : a));
    return { title: t('log.sinceTitle', { name: this.names[seat] }), lines: summarySince(this.moveLog, seat, null) };
  }

  /** Home: straight away when everything is saved; else try once more and, if storage is still full, ask first. */
  private async leave(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    try {
      const id = this.header.id;
      if (this.writes.count(id) > 0) await this.writes.flush(id);
      while (this.writes.count(id) > 0 && !this.destroyed) {
        const answer = await this.overlay.askLeave(this.writes.count(id));
        if (answer === 'stay') return;
        if (answer === 'leave') break;
        await this.writes.flush(id);
      }
      // Moves still waiting keep being retried after the table is gone (pending-writes outlives it).
      if (!this.destroyed) this.callbacks.onExit();
    } finally {
      this.leaving = false;
    }
  }

  /** The main loop: bots move on their own; it stops when a person is asked to act (their input resumes it). */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.destroyed) {
        if (this.session.over) return this.finish();
        const round = this.currentRound;
        const step = nextStep(this.asked(), round);
        if (step.kind === 'people') {
          await this.handTo(step.seats);
          await this.show();
          return;
        }
        if (step.kind === 'again') {
          this.round = NEW_ROUND;
          continue;
        }
        if (step.kind === 'stuck') throw new Error(`nobody can act in ${this.game.def.phase(this.session.state)}`);
        if (step.kind === 'bots' && this.heldBot() !== null) {
          await this.show();
          return;
        }
        // Bots are playing: with several people at the table who see it differently, nobody's hand stays open.
        if (this.privateHands()) this.handShown = false;
        await this.show();
        const gen = this.generation;
        const event = step.kind === 'apply' ? step.event : await this.botsAnswer(step.seats, round.held);
        if (this.destroyed || gen !== this.generation || event === null) return;
        await this.accept(event);
      }
    } finally {
      this.running = false;
      // Undo was held back while the loop ran; the person whose turn it is may use it now.
      if (!this.destroyed) this.overlay.setUndo(this.undoKeep() !== null);
    }
  }

  /** The answers given so far to the position on the table: a new round once it has moved (a move, an undo). */
  private get currentRound(): AnswerRound {
    const at = `${this.generation}:${this.session.events.length}`;
    if (at !== this.roundAt) {
      this.roundAt = at;
      this.round = NEW_ROUND;
    }
    return this.round;
  }

  /** The seats asked to act now (people first, see answering.ts). */
  private asked() {
    return answeringSeats(this.game.def, this.session.state, this.players, this.currentRound.said);
  }

  /** Several people at this device who see the table differently (a hand, a secret): it is passed between them. */
  private privateHands(): boolean {
    return this.people.length > 1 && hiddenBetween(this.game.def, this.session.state, this.people);
  }

  /** With several people at one tablet who see it differently, hide the hand and ask the next person (or any of the
   *  people who may answer) to take it; the one who taps takes it, and theirs is the hand shown. With nothing hidden
   *  between them (Pocket Cats, Moeraki-Kemu), the next person simply plays on the table in view. */
  private async handTo(seats: Seat[]): Promise<void> {
    if (this.privateHands() && (!seats.includes(this.bottomSeat) || !this.handShown)) {
      this.handShown = false;
      if (!seats.includes(this.bottomSeat)) this.bottomSeat = seats[0];
      await this.show();
      this.logPanel.close();
      const taken = await handOver(this.overlay.frame, seats.map((s) => this.names[s]), this.sinceLastPlayed(seats));
      this.bottomSeat = seats[taken];
    } else if (!seats.includes(this.bottomSeat)) {
      this.bottomSeat = seats[0];
    }
    this.handShown = true;
  }

  /** The bots' answer (bot-answers.ts), at the table's pace; null when cancelled (undo, leaving). */
  private async botsAnswer(seats: Seat[], held: GameEvent | null): Promise<GameEvent | null> {
    try {
      return await botsAnswer({
        def: this.game.def, state: this.session.state, seats, held, seed: this.header.input.seed, moves: this.session.events.length,
        levelOf: (seat) => BOT_LEVEL[this.players[seat].level ?? 'normal'],
        choose: (r) => this.bots.choose<GameEvent>({ gameId: this.game.def.id, level: r.level, view: r.view, legal: r.legal, seed: r.seed }),
        adapter: () => this.adapter(),
        paceMs: botPaceMs[this.settings.botPace],
      });
    } catch (error) {
      if (error instanceof BotCancelledError) return null;
      throw error;
    }
  }

  private adapter(): Promise<AnyBotAdapter> {
    return (this.adapterLoad ??= loadAdapter(this.game.def.id));
  }

  /** A person's gesture or button: refused with the reason, held (it only gives way while others may still
   *  answer), or accepted, saved and shown. */
  private async propose(p: Proposal): Promise<void> {
    if (this.running || this.busy || this.destroyed || this.finished) return;
    const seat = this.proposerSeat();
    if (seat === null) return;
    const attempt = { ...p, seat } as GameEvent;
    if (this.isPerson(seat) && this.game.def.actors(this.session.state).length > 1) {
      this.busy = true;
      let held = false;
      try {
        held = await this.holdIfGivingWay(attempt);
      } finally {
        this.busy = false;
      }
      if (held || this.destroyed) return void this.run();
    }
    // The session's door checks it once (schema, then the rules); a refusal changes nothing.
    const sent = this.session.send(attempt);
    if (!sent.ok) return this.refuse(p, attemptReason(this.game.def, this.session.state, attempt, sent.reason));
    this.overlay.clearRefusal();
    this.ui.freeze();
    this.busy = true;
    try {
      await this.saveAndShow();
    } finally {
      this.busy = false;
    }
    void this.run();
  }

  /** A person's answer that only gives way (BotAdapter.yields), while somebody else may still answer, waits for
   *  them: true when it was held. One the rules refuse is not held (it is refused as any other). */
  private async holdIfGivingWay(attempt: GameEvent): Promise<boolean> {
    const round = this.currentRound;
    const state = this.session.state;
    const givesWay = (await this.adapter()).yields?.(attempt) ?? false;
    const askedAfter = answeringSeats(this.game.def, state, this.players, afterSay(round, attempt.seat).said);
    if (this.destroyed || state !== this.session.state || !holdsBack(givesWay, askedAfter)) return false;
    const checked = checkEvent(this.game.def, state, attempt);
    if (!checked.ok) return false;
    this.round = afterSay(round, attempt.seat, checked.value);
    this.overlay.clearRefusal();
    this.overlay.announce([this.statusLine(this.game.def.view(state, this.bottomSeat))]);
    return true;
  }

  /** "Let Ben answer" / "Don't answer": the person holding the tablet leaves the answer to the others. */
  private letOthersAnswer(): void {
    if (this.running || this.busy || this.destroyed || this.finished) return;
    const seat = this.askedPerson();
    if (seat === null) return;
    this.round = afterSay(this.currentRound, seat);
    this.overlay.clearRefusal();
    void this.run();
  }

  /** The person holding the tablet (the bottom seat, hand in view) when they are asked to act now. */
  private askedPerson(): Seat | null {
    if (this.finished || this.session.over || !this.handShown) return null;
    return this.asked().people.includes(this.bottomSeat) ? this.bottomSeat : null;
  }

  /** Whose move a tap proposes: the person asked, or the bot whose move waits for a person's tap. */
  private proposerSeat(): Seat | null {
    return this.askedPerson() ?? this.heldBot();
  }

  private refuse(p: Proposal, reason: Reason): void {
    this.ui.refuse(p);
    const rule = reason.rule;
    this.overlay.showRefusal(translateReason(reason), rule ? () => this.callbacks.onRules(this.game.def.id, rule) : null);
  }

  /** A bot's move: its worker chose among the legal events, so a refusal here is a bug, not a player's error. */
  private async accept(event: GameEvent): Promise<void> {
    const r = this.session.send(event);
    if (!r.ok) throw new Error(`a checked event was refused: ${r.reason.key}`);
    await this.saveAndShow();
  }

  /** The move just accepted: saved before it is shown. */
  private async saveAndShow(): Promise<void> {
    await this.persist();
    // The move log's words for this move alone (a view's `last` holds the whole turn, which would repeat "played J").
    this.syncLog();
    this.overlay.announce(this.moveLog.sentences(this.session.events.length - 1, this.handShown ? this.bottomSeat : null));
    await this.show();
  }

  private snapshot(): SaveSnapshot {
    return { value: this.session.snapshot.value, context: this.session.state };
  }

  /** Writes the newest event with the position after it; moves that could not be written (storage full) wait in
   *  pending-writes, which writes them with this one, or on its own once there is room again. */
  private async persist(): Promise<void> {
    const index = this.session.events.length - 1;
    const status = this.session.over ? 'finished' : 'playing';
    const w = await this.writes.record(this.store, this.header.id, index, this.session.events[index], this.snapshot(), status);
    // The game goes on either way. A full disk is told by the table's own "not saved yet" badge, which stays in
    // view (a message on top would cover it); any other failure is told as a message.
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
  }

  /** The bot whose move waits until a person taps for it (GameModule.waitsForPeople), when no person is asked. */
  private heldBot(): Seat | null {
    if (this.people.length === 0 || this.finished || this.session.over || !(this.game.waitsForPeople?.(this.session.state) ?? false)) return null;
    const asked = this.asked();
    return asked.people.length === 0 ? asked.bots[0] ?? null : null;
  }

  /** Whose moves an undo goes back to: anybody's when only people play a perfect-information game, else mine. */
  private undoSeats(): Seat[] {
    return this.game.undoAnyMove && this.people.length === this.players.length ? this.people : [this.bottomSeat];
  }

  private undoKeep(): number | null {
    if (this.running || this.busy || this.finished || !this.handShown) return null;
    const me = this.bottomSeat;
    const seats = this.undoSeats();
    const keep = this.session.undoTarget(seats);
    if (keep === null) return null;
    if (seats.length > 1) return keep;
    // Never take back another person's moves (hot-seat): only mine and the bots' since.
    const others = this.session.events.slice(keep).some((e) => e.seat !== me && this.isPerson(e.seat));
    return others ? null : keep;
  }

  private async undo(): Promise<void> {
    const keep = this.undoKeep();
    if (keep === null) return;
    this.generation++;
    this.bots.cancelAll();
    this.session.undo(this.undoSeats());
    if (this.session.events.length !== keep) throw new Error('undo went to an unexpected place');
    const w = await this.writes.cut(this.store, this.header.id, keep, this.snapshot(), 'playing');
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
    this.overlay.announce([t('play.undone')]);
    void this.run();
  }

  private async show(): Promise<void> {
    // The same position for the same eyes is drawn once: a redraw under a finger would lose its tap.
    const round = this.currentRound;
    const shown = `${this.generation}:${this.session.events.length}:${this.bottomSeat}:${this.handShown}:${round.said.join(',')}:${round.held !== null}`;
    if (shown === this.lastShown) return;
    this.lastShown = shown;
    this.clearHint();
    // A move at a time as they come (no replay), so opening the log costs nothing.
    this.syncLog();
    this.logPanel.refresh();
    // A tip still up when the position changes was read: it is not shown again.
    if (this.tipShown) this.tipSeen(this.tipShown);
    const state = this.session.state;
    const def = this.game.def;
    const view = def.view(state, this.bottomSeat);
    const proposer = this.proposerSeat();
    this.overlay.setStatus(this.statusLine(view));
    this.overlay.setUndo(!this.running && this.undoKeep() !== null);
    this.letAnswer.set(this.letAnswerLabel());
    const recent = recentMoves(this.session.events, this.moveLog.sinceLastTurn(this.bottomSeat), this.askedPerson() !== null, this.handShown);
    await this.ui.render(view, { legal: proposer !== null ? def.legalEvents(state, proposer) : [], bottomSeat: this.bottomSeat, showHand: this.handShown, names: this.names, recent });
    reportShown(this.header.id, this.session.events.length, view);
    this.overlay.setUndo(!this.running && this.undoKeep() !== null);
    this.overlay.setHint(this.hintSeat() !== null);
    this.nextTip();
  }

  /** The game's status line; while several seats may answer, it says who may (or who still may, once one gave way). */
  private statusLine(view: unknown): string {
    const base = this.game.status(view, this.names);
    const state = this.session.state;
    if (this.session.over || this.game.def.actors(state).length < 2) return base;
    const { said, held } = this.currentRound;
    const open = mayAnswer(this.game.def, state, said);
    if (open.length === 0) return base;
    const who = orNames(open.map((s) => this.names[s]));
    return held ? t('play.gaveWay', { name: this.names[held.seat], who }) : t('play.mayAnswer', { status: base, who });
  }

  /** The words on the button that leaves the answer to the others, or null while it has no use. */
  private letAnswerLabel(): string | null {
    const me = this.askedPerson();
    if (me === null) return null;
    const { said, held } = this.currentRound;
    const others = mayAnswer(this.game.def, this.session.state, [...said, me]);
    if (others.length > 0) return t('play.letAnswer', { who: orNames(others.map((s) => this.names[s])) });
    return held ? t('play.noAnswer') : null;
  }

  /** The seat a hint or a tip is for: the person asked to act, with their own hand in view and a move to make. */
  private hintSeat(): Seat | null {
    const seat = this.askedPerson();
    return seat !== null && this.game.def.legalEvents(this.session.state, seat).length > 0 ? seat : null;
  }

  /** The Hint button: the normal bot's choice from the person's own view and legal events, in one line. */
  private async hint(): Promise<void> {
    const seat = this.hintSeat();
    if (seat === null || this.busy) return;
    const state = this.session.state;
    const at = this.lastShown;
    this.overlay.clearRefusal();
    await showHint({
      game: this.game, bots: this.bots, names: this.names, overlay: this.overlay, ui: this.ui,
      view: this.game.def.view(state, seat), legal: this.game.def.legalEvents(state, seat) as GameEvent[],
      seed: (this.header.input.seed ^ Math.imul(this.session.events.length + 7, 0x85ebca6b)) >>> 0,
      current: () => !this.destroyed && at === this.lastShown,
    });
  }

  private clearHint(): void {
    this.overlay.showHint(null);
    this.ui?.showHint?.(null);
  }

  /** The guided first game: the first kind of move now possible whose tip this player has not seen yet. */
  private nextTip(): void {
    if (this.tipShown || !this.settings.tips || !this.game.tip) return;
    const seat = this.hintSeat();
    if (seat === null) return;
    const gameId = this.game.def.id;
    const kinds = [...new Set((this.game.def.legalEvents(this.session.state, seat) as GameEvent[]).map((e) => e.type))];
    for (const kind of kinds) {
      const key = `${gameId}:${kind}`;
      if (this.settings.tipsSeen.includes(key)) continue;
      const tip = this.game.tip(kind);
      if (!tip) continue;
      this.tipShown = key;
      const rule = tip.rule;
      this.overlay.showTip(tip.text, rule ? () => this.callbacks.onRules(gameId, rule) : null, () => {
        this.tipSeen(key);
        this.nextTip();
      });
      return;
    }
  }

  /** Remembers a tip as seen (in the player's settings, saved by the shell) and takes it off the table. */
  private tipSeen(key: string): void {
    if (this.tipShown === key) {
      this.tipShown = null;
      this.overlay.clearTip();
    }
    if (this.settings.tipsSeen.includes(key)) return;
    this.settings = { ...this.settings, tipsSeen: [...this.settings.tipsSeen, key] };
    this.callbacks.onSettingsChange?.(this.settings);
  }

  /** The final table stays in view (how the game ended, the last showdown, the winning line) until the
   *  player asks for the results. */
  private async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    this.overlay.setUndo(false);
    await this.show();
    const state = this.session.state;
    await this.overlay.gameOver(this.game.status(this.game.def.view(state, this.bottomSeat), this.names));
    if (this.destroyed) return;
    this.callbacks.onFinished(resultSummary(this.game, this.session, this.header));
  }

  applySettings(settings: Settings): void {
    this.settings = settings;
    if (!settings.tips && this.tipShown) {
      this.tipShown = null;
      this.overlay.clearTip();
    }
    this.ui.setSettings(settings);
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeWrites?.();
    this.generation++;
    this.bots.terminate();
    this.logPanel?.destroy();
    this.ui?.destroy();
    this.overlay?.destroy();
  }
}

/** What the results screen shows of a finished game (also a table of devices' host, src/table/hosted-play.ts). */
export function resultSummary(game: GameModule, session: GameSession, header: SaveHeader): ResultSummary {
  const players = header.input.players;
  const result = game.def.result(session.state)!;
  return {
    gameId: game.def.id,
    saveId: header.id,
    players,
    winners: result.winners,
    ...game.figures(session.state),
    details: game.details?.(session.state, players.map((p) => p.name)),
    replay: { options: header.input.options, players },
    tally: header.tally,
  };
}

/** The player's words for a save set aside on opening: which game, why, and where it is now. */
export function setAsideReason(gameId: string, why: Reason): Reason {
  const game = gameById(gameId);
  return { key: 'store.setAside', params: { game: game ? t(game.titleKey) : gameId, why: translateReason(why) } };
}

/** A game that could not be opened, with the reason for the player. */
export class OpenError extends Error {
  constructor(readonly reason: Reason) {
    super(reason.key);
  }
}
