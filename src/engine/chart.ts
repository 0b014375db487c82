// A small executor for a game chart's own definition: the machine object a machines/<game>.ts exports (its
// configuration, and the guards and actions given to setup()) run on plain data at reducer speed, without
// XState's actor machinery (no snapshots, action collection, inspection or memo tables per event).
// It reads only the machine's `config` and `implementations`, never XState's resolved state nodes, so the bot
// worker can run the same charts built by a stand-in for XState's setup() (./xstate-shim.ts; XState stays out of
// the worker's bundle, vite.config.ts), and knows the builtins below by identity with whichever `xstate` the
// bundle has.
// It follows XState v5's semantics (SCXML microsteps) for the subset the six games use, and refuses anything
// else when the chart is compiled, so a chart that grows a new feature fails loudly rather than quietly:
//  - flat charts: every state a child of the root, atomic or `type: 'final'` (no nested or parallel states);
//  - `on` transitions (one or a list, first enabled wins), exact event types only (no wildcards);
//  - eventless `always` transitions (one or a list), taken until the chart rests; their guards see the event
//    that started the step (the init event at the start), as in XState;
//  - guards: named (setup's `guards`), inline functions, `{ type, params }` (params an object or a function
//    of { context, event }), and the `and`/`or`/`not` combinators, nested freely;
//  - targets: a sibling state (by key or `#id`), or none (actions only, no exit/entry); targeting the own state
//    is the same as no target unless `reenter: true`, which exits and re-enters it;
//  - `entry` and `exit` actions; all actions must be XState's `assign` (named, inline, or `{ type, params }`),
//    with a function or a property map; the machine's exit actions run when a final state is reached;
//  - the initial context from `context: ({ input }) => ...` (or a plain object).
// Order in a step: exit actions of the state left, the transition's actions, entry actions of the state
// entered (XState's order). Errors thrown by guards or actions are thrown from send (XState's pure
// transition() throws them too); an initial context that throws is thrown from initial (XState keeps it as
// an 'error' snapshot instead).
import { and, assign, not, or, type StateValue } from 'xstate';

/** What the executor reads of a machine: what createMachine() was given (XState's machines and the worker's
 *  stand-ins both keep them under these names). */
export interface ChartSource {
  readonly config: unknown;
  readonly implementations: unknown;
}

/** A chart's state as plain data: `value` in the shape XState's snapshot.value has. */
export interface ChartState<C = unknown> {
  value: StateValue;
  context: C;
  status: 'active' | 'done';
}

export interface CompiledChart<C = unknown, E extends { type: string } = { type: string }> {
  /** The state after the initial transition for this input (as XState's initialTransition). */
  initial(input: unknown): ChartState<C>;
  /** The state after the event, or null when the chart ignores it (no transition enabled; or the chart is done). */
  send(state: ChartState<C>, event: E): ChartState<C> | null;
  isDone(state: ChartState<C>): boolean;
  /** The chart at rest in the state `value` with this context (a forward model keeps only the context: its
   *  `phase` is the state value, written by the chart's own entry actions). Throws for a state it does not have. */
  at(value: string, context: C): ChartState<C>;
}

export class UnsupportedChartError extends Error {
  constructor(chart: string, where: string, what: string) {
    super(`chart executor: '${chart}' ${where} uses ${what}, which src/engine/chart.ts does not support`);
    this.name = 'UnsupportedChartError';
  }
}

type Ctx = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Ev = { type: string; [k: string]: unknown };
type Guard = (context: Ctx, event: Ev) => boolean;
/** An assign: the properties it changes, given the context so far (merged by `run`, as XState merges them). */
type Action = (context: Ctx, event: Ev) => object;

interface Transition {
  guard: Guard | null;
  /** null: no target (actions only, the state is neither exited nor entered). */
  target: Node | null;
  actions: Action[];
}

interface Node {
  key: string;
  final: boolean;
  entry: Action[];
  exit: Action[];
  on: Map<string, Transition[]>;
  always: Transition[];
}

// What a chart may say, key by key; anything else is refused.
const ROOT_KEYS = new Set(['id', 'context', 'initial', 'states', 'schemas', 'types', 'description', 'version']);
const STATE_KEYS = new Set(['on', 'always', 'entry', 'exit', 'type', 'description', 'meta', 'tags', 'id']);
const TRANSITION_KEYS = new Set(['target', 'guard', 'actions', 'description', 'reenter', 'meta']);

// XState's own builtins, to recognise them by identity (and refuse look-alikes and other builtins).
const ASSIGN_RESOLVE = (assign(() => ({})) as unknown as { resolve: unknown }).resolve;
const AND_CHECK = (and([]) as unknown as { check: unknown }).check;
const OR_CHECK = (or([]) as unknown as { check: unknown }).check;
const NOT_CHECK = (not(() => true) as unknown as { check: unknown }).check;

const MAX_EVENTLESS_STEPS = 10_000;

function refuseSpawn(): never {
  throw new Error('chart executor: spawn is not supported in assign or context');
}

const toArray = <T>(x: T | readonly T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x.slice() : [x as T]);

/** Compiles a machine made with setup().createMachine() into a plain-data executor (throws on what it cannot run). */
export function compileChart<C = unknown, E extends { type: string } = { type: string }>(machine: ChartSource): CompiledChart<C, E> {
  const config = machine.config as Record<string, unknown>;
  const chartId = typeof config.id === 'string' ? config.id : '(machine)';
  const impl = machine.implementations as { guards?: Record<string, unknown>; actions?: Record<string, unknown> };
  const guards = impl.guards ?? {};
  const actionsByName = impl.actions ?? {};
  const refuse = (where: string, what: string): never => {
    throw new UnsupportedChartError(chartId, where, what);
  };

  for (const key of Object.keys(config)) if (!ROOT_KEYS.has(key)) refuse('the root', `'${key}'`);
  if (typeof config.initial !== 'string') refuse('the root', 'an initial state that is not a state key');
  if (!config.states || Object.keys(config.states).length === 0) refuse('the root', 'no states');

  // ---- guards ----
  function compileGuard(ref: unknown, where: string, depth = 0): Guard {
    if (depth > 20) refuse(where, 'guards nested too deep (a cycle of named guards?)');
    if (typeof ref === 'function') {
      const check = (ref as { check?: unknown }).check;
      if (check === undefined) {
        const f = ref as (args: { context: Ctx; event: Ev }, params: unknown) => boolean;
        return (context, event) => f({ context, event }, undefined);
      }
      const inner = ((ref as unknown as { guards: unknown[] }).guards ?? []).map((g) => compileGuard(g, where, depth + 1));
      if (check === AND_CHECK) return (c, e) => inner.every((g) => g(c, e));
      if (check === OR_CHECK) return (c, e) => inner.some((g) => g(c, e));
      if (check === NOT_CHECK) {
        const [g] = inner;
        return (c, e) => !g(c, e);
      }
      return refuse(where, 'a builtin guard other than and/or/not (e.g. stateIn)');
    }
    const isString = typeof ref === 'string';
    if (!isString && (typeof ref !== 'object' || ref === null || typeof (ref as { type?: unknown }).type !== 'string')) {
      return refuse(where, 'a guard that is neither a name, an object with a type, nor a function');
    }
    const name = isString ? (ref as string) : (ref as { type: string }).type;
    const resolved = guards[name];
    if (resolved === undefined) return refuse(where, `the guard '${name}', which setup() does not implement`);
    if (typeof resolved !== 'function') return compileGuard(resolved, where, depth + 1);
    if ('check' in resolved) return compileGuard(resolved, where, depth + 1); // a named and()/or()/not(): its own params
    const f = resolved as (args: { context: Ctx; event: Ev }, params: unknown) => boolean;
    const params = isString ? undefined : (ref as { params?: unknown }).params;
    if (typeof params === 'function') {
      const p = params as (args: { context: Ctx; event: Ev }) => unknown;
      return (context, event) => f({ context, event }, p({ context, event }));
    }
    return (context, event) => f({ context, event }, params);
  }

  // ---- actions ----
  function compileAction(ref: unknown, where: string): Action {
    const inline = typeof ref === 'function';
    let name = '(inline)';
    let params: unknown;
    let resolved: unknown = ref;
    if (!inline) {
      if (typeof ref === 'string') name = ref;
      else if (typeof ref === 'object' && ref !== null && typeof (ref as { type?: unknown }).type === 'string') {
        name = (ref as { type: string }).type;
        params = (ref as { params?: unknown }).params;
      } else return refuse(where, 'an action that is neither a name, an object with a type, nor a function');
      resolved = actionsByName[name];
      if (resolved === undefined) return refuse(where, `the action '${name}', which setup() does not implement`);
    }
    const r = resolved as { resolve?: unknown; assignment?: unknown; type?: unknown };
    if (typeof resolved !== 'function' || r.resolve !== ASSIGN_RESOLVE) {
      return refuse(where, `the action '${name}', which is not an assign (side effects and other builtins are not supported)`);
    }
    const assignment = r.assignment;
    const paramsOf: (c: Ctx, e: Ev) => unknown =
      typeof params === 'function' ? (c, e) => (params as (a: { context: Ctx; event: Ev }) => unknown)({ context: c, event: e }) : () => params;
    const partial: (c: Ctx, e: Ev) => object =
      typeof assignment === 'function'
        ? (c, e) => (assignment as (a: object, p: unknown) => object)({ context: c, event: e, spawn: refuseSpawn }, paramsOf(c, e))
        : (c, e) => {
            const out: Record<string, unknown> = {};
            const map = assignment as Record<string, unknown>;
            for (const key of Object.keys(map)) {
              const v = map[key];
              out[key] = typeof v === 'function' ? (v as (a: object, p: unknown) => unknown)({ context: c, event: e, spawn: refuseSpawn }, paramsOf(c, e)) : v;
            }
            return out;
          };
    return (context, event) => {
      if (!context) throw new Error('Cannot assign to undefined `context`. Ensure that `context` is defined in the machine config.');
      return partial(context, event);
    };
  }

  // ---- states and transitions ----
  const nodes = new Map<string, Node>();
  const stateConfigs = config.states as Record<string, Record<string, unknown>>;
  for (const [key, cfg] of Object.entries(stateConfigs)) {
    const where = `the state '${key}'`;
    for (const k of Object.keys(cfg)) if (!STATE_KEYS.has(k)) refuse(where, `'${k}'`);
    const type = cfg.type ?? 'atomic';
    if (type !== 'atomic' && type !== 'final') refuse(where, `a state of type '${String(type)}' (only atomic and final states)`);
    const node: Node = {
      key,
      final: type === 'final',
      entry: toArray(cfg.entry).map((a) => compileAction(a, `${where} (entry)`)),
      exit: toArray(cfg.exit).map((a) => compileAction(a, `${where} (exit)`)),
      on: new Map(),
      always: [],
    };
    if (node.final && (cfg.on || cfg.always)) refuse(where, 'transitions out of a final state');
    nodes.set(key, node);
  }

  /** A target as XState resolves it from a sibling: a sibling's key, or '#' and a state's id (its own `id`, or
   *  XState's default, the chart's id and its key). */
  function targetNode(target: unknown, where: string): Node {
    if (typeof target !== 'string') return refuse(where, 'a target that is not a string');
    if (target.startsWith('#')) {
      const id = target.slice(1);
      for (const [key, cfg] of Object.entries(stateConfigs)) if (cfg.id === undefined ? id === `${chartId}.${key}` : id === cfg.id) return nodes.get(key)!;
      return refuse(where, `the target '${target}', which is not a state of the root`);
    }
    return nodes.get(target) ?? refuse(where, `the target '${target}', which is not a state of the root (nested states?)`);
  }

  /** One transition's configuration: a target's key, or an object. */
  function compileTransition(config: unknown, source: Node, where: string): Transition {
    const t = (typeof config === 'string' ? { target: config } : config) as Record<string, unknown>;
    if (typeof t !== 'object' || t === null) return refuse(where, 'a transition that is neither a target nor an object');
    for (const k of Object.keys(t)) if (!TRANSITION_KEYS.has(k)) refuse(where, `'${k}' in a transition`);
    const targets = toArray(t.target as unknown);
    if (targets.length > 1) refuse(where, 'a transition with several targets');
    let target = targets.length === 1 ? targetNode(targets[0], where) : null;
    if (target === source && !t.reenter) target = null; // XState: no exit and no entry, as without a target
    return {
      guard: t.guard === undefined ? null : compileGuard(t.guard, where),
      target,
      actions: toArray(t.actions).map((a) => compileAction(a, where)),
    };
  }

  for (const [key, cfg] of Object.entries(stateConfigs)) {
    const node = nodes.get(key)!;
    for (const [descriptor, list] of Object.entries((cfg.on ?? {}) as Record<string, unknown>)) {
      const where = `the state '${key}' (on ${descriptor})`;
      if (descriptor.includes('*')) refuse(where, 'a wildcard event descriptor');
      if (descriptor.startsWith('xstate.')) refuse(where, 'an event of XState\'s own (done, error, delayed)');
      node.on.set(descriptor, toArray(list).map((t) => compileTransition(t, node, where)));
    }
    node.always = toArray(cfg.always).map((t) => compileTransition(t, node, `the state '${key}' (always)`));
  }
  const rootWhere = 'the root';
  const initialNode = nodes.get(config.initial as string);
  if (!initialNode) return refuse(rootWhere, `an initial state '${String(config.initial)}' that is not one of its states`);
  const contextConfig = config.context;

  // ---- running ----
  /** Runs assigns in order, each seeing what the one before left, as XState's Object.assign({}, context, partial)
   *  per assign does; but the context is copied once per event (`original` is the context the event found): the
   *  first assign makes a fresh object, later ones (in this microstep or the eventless ones after it) write into
   *  it, which nothing outside this send has seen. Bots apply millions of events, and one event runs two to four
   *  assigns (an effect, the turn's end, enterPhase), each a full copy before. Effects return new values, never
   *  the context object itself as a field, so writing into the copy changes nothing anyone holds. */
  const run = (actions: Action[], context: Ctx, original: Ctx, event: Ev): Ctx => {
    for (let i = 0; i < actions.length; i++) {
      const changed = actions[i](context, event);
      if (context === original) context = { ...context, ...changed };
      else if (changed !== context) Object.assign(context, changed);
    }
    return context;
  };

  /** One microstep: exit, the transition's actions, entry; a final state ends the chart (and runs its exit). */
  function microstep(node: Node, context: Ctx, t: Transition, event: Ev, original: Ctx): ChartState<Ctx> {
    const target = t.target;
    if (target === null) return { value: node.key, context: run(t.actions, context, original, event), status: 'active' };
    context = run(node.exit, context, original, event);
    context = run(t.actions, context, original, event);
    context = run(target.entry, context, original, event);
    if (target.final) return { value: target.key, context: run(target.exit, context, original, event), status: 'done' };
    return { value: target.key, context, status: 'active' };
  }

  const select = (list: Transition[] | undefined, context: Ctx, event: Ev): Transition | null => {
    if (list === undefined) return null;
    for (let i = 0; i < list.length; i++) {
      const t = list[i];
      if (t.guard === null || t.guard(context, event)) return t;
    }
    return null;
  };

  /** Eventless transitions until the chart rests (or is done). */
  function settle(state: ChartState<Ctx>, event: Ev, original: Ctx): ChartState<Ctx> {
    for (let steps = 0; state.status === 'active'; steps++) {
      if (steps > MAX_EVENTLESS_STEPS) throw new Error(`chart executor: '${chartId}' loops through eventless transitions (at '${String(state.value)}')`);
      const node = nodes.get(state.value as string)!;
      const t = select(node.always, state.context, event);
      if (t === null) break;
      state = microstep(node, state.context, t, event, original);
      // XState stops looking for eventless transitions after one that changed nothing at all.
      if (t.target === null && t.actions.length === 0) break;
    }
    return state;
  }

  return {
    initial(input: unknown): ChartState<C> {
      const initEvent: Ev = { type: 'xstate.init', input };
      let context: Ctx;
      if (typeof contextConfig === 'function') {
        context = Object.assign({}, contextConfig({ input, spawn: refuseSpawn, self: undefined }));
      } else context = contextConfig ?? {};
      const original = context;
      context = run(initialNode.entry, context, original, initEvent);
      const entered: ChartState<Ctx> = initialNode.final
        ? { value: initialNode.key, context: run(initialNode.exit, context, original, initEvent), status: 'done' }
        : { value: initialNode.key, context, status: 'active' };
      return settle(entered, initEvent, original) as ChartState<C>;
    },

    send(state: ChartState<C>, event: E): ChartState<C> | null {
      if (state.status !== 'active') return null;
      const node = nodes.get(state.value as string);
      if (node === undefined) throw new Error(`chart executor: '${chartId}' has no state '${JSON.stringify(state.value)}'`);
      const ev = event as unknown as Ev;
      const t = select(node.on.get(ev.type), state.context, ev);
      if (t === null) {
        // Nothing enabled: XState still looks for eventless transitions (their guards see this event).
        if (node.always.length === 0) return null;
        const settled = settle(state as ChartState<Ctx>, ev, state.context);
        return settled === state ? null : (settled as ChartState<C>);
      }
      return settle(microstep(node, state.context, t, ev, state.context), ev, state.context) as ChartState<C>;
    },

    isDone(state: ChartState<C>): boolean {
      return state.status === 'done';
    },

    at(value: string, context: C): ChartState<C> {
      const node = nodes.get(value);
      if (node === undefined) throw new Error(`chart executor: '${chartId}' has no state '${value}'`);
      return { value, context, status: node.final ? 'done' : 'active' };
    },
  };
}
