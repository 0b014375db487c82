// Clan effects as small named rules. Data (data.ts) says which clan has which rule and its hook; this file
// says what each rule does and at which step: `capture` rules add attack on a prey, `scoring` rules add
// victory points, `beforeDogs` rules are choices a player makes at the end of the game before the dogs attack.
// A clan card with a new kind of effect needs a new named rule here; a new clan reusing these is data only.
import { CLANS, tileDef, type ClanId, type ClanRule, type RuleName, type TileId } from './data';
import { DIAGONAL } from './grid';
import type { Cell } from './state';

export type RuleStep = 'capture' | 'scoring' | 'beforeDogs';

/** When each named rule acts. */
export const RULE_STEP: Record<RuleName, RuleStep> = {
  chiefCatchesDiagonally: 'capture',
  bonusPerPrey: 'scoring',
  turnOneDog: 'beforeDogs',
};

/** Extra attack a clan puts on the prey at `cell` through a capture rule (0 when none applies). */
export function extraAttack(rule: ClanRule, grid: readonly Cell[], cell: number, clan: ClanId): number {
  switch (rule.rule) {
    case 'chiefCatchesDiagonally': {
      let sum = 0;
      for (const d of DIAGONAL[cell]) {
        const c = grid[d];
        if (!c.faceUp) continue;
        const t = tileDef(c.tile);
        if (t.kind === 'cat' && t.clan === clan && t.chief) sum += t.attack;
      }
      return sum;
    }
    default:
      return 0;
  }
}

/** Victory points a scoring rule adds for the prey tiles the clan won. */
export function bonusPoints(rule: ClanRule, won: readonly TileId[]): number {
  switch (rule.rule) {
    case 'bonusPerPrey': return rule.points * won.length;
    default: return 0;
  }
}

const NONE: readonly ClanRule[] = [];

/** A clan's rules that act at `step` (none without clan effects). Looked up often by the bots' projection,
 *  so the lists are kept; the cache key includes the clan's effect list, so edited data is never stale. */
const ruleCache = new Map<string, { from: readonly ClanRule[]; rules: readonly ClanRule[] }>();
export function rulesAt(clan: ClanId, step: RuleStep, effects: boolean): readonly ClanRule[] {
  if (!effects) return NONE;
  const from = CLANS[clan].effects;
  const key = `${clan}/${step}`;
  const hit = ruleCache.get(key);
  if (hit && hit.from === from) return hit.rules;
  const rules = from.filter((r) => RULE_STEP[r.rule] === step);
  ruleCache.set(key, { from, rules });
  return rules;
}

/** The chief's attack points of a clan (orders the end-of-game effects); 0 if it has no chief. */
export function chiefAttack(clan: ClanId): number {
  return CLANS[clan].cats.reduce((best, c) => (c.chief && c.attack > best ? c.attack : best), 0);
}
