// What the bot worker's bundle has for 'xstate' (vite.config.ts swaps it in for the worker only). The charts in
// machines/*.ts call setup(), assign() (and may call and/or/not) when they load, and the game definitions the
// bots search with load them; but the worker never runs XState: the definitions run each chart with the
// plain-data executor (chart.ts), which reads a machine's config and implementations and knows the builtins
// below by identity. So the worker needs only these stand-ins, the same chart, one definition per game, and
// none of XState's actor machinery. Anything else a worker module asks of 'xstate' fails its build.
// src/engine/xstate-shim.test.ts plays every game with its charts built on this and on XState, and compares.

type Fn = (...args: never[]) => unknown;

/** The machines made here only carry what createMachine was given; nothing runs them but chart.ts. */
function notRun(): never {
  throw new Error('xstate-shim: the bot worker runs charts with src/engine/chart.ts only');
}

// One function per builtin, as XState's own: chart.ts compares against them.
function resolveAssign(): never {
  return notRun();
}
function checkAnd(): never {
  return notRun();
}
function checkOr(): never {
  return notRun();
}
function checkNot(): never {
  return notRun();
}

/** A builtin as XState makes one: a function (never called here) carrying what chart.ts reads. */
function builtin<T extends object>(props: T): Fn & T {
  return Object.assign((): never => notRun(), props);
}

export function assign(assignment: unknown) {
  return builtin({ type: 'xstate.assign', assignment, resolve: resolveAssign });
}

export function and(guards: unknown[]) {
  return builtin({ check: checkAnd, guards });
}

export function or(guards: unknown[]) {
  return builtin({ check: checkOr, guards });
}

export function not(guard: unknown) {
  return builtin({ check: checkNot, guards: [guard] });
}

type MachineConfig = { id?: string } & Record<string, unknown>;

interface Implementations {
  guards?: Record<string, unknown>;
  actions?: Record<string, unknown>;
}

export function createMachine(config: MachineConfig, implementations: Implementations = {}) {
  return {
    id: config.id ?? '(machine)',
    config,
    implementations: { guards: implementations.guards ?? {}, actions: implementations.actions ?? {}, actors: {}, delays: {} },
  };
}

export function setup({ guards, actions }: Implementations & { types?: unknown }) {
  return { createMachine: (config: MachineConfig) => createMachine(config, { guards, actions }) };
}
