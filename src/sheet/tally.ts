// Purrrummy and Meow Meow over an evening: games won per player, and who leads.
export interface TallyData { wins: number[] }

export const TALLY_MAX = 999;

/** The players with the most wins (shared lead); nobody before the first win. */
export function tallyLeaders(data: TallyData): number[] {
  const best = Math.max(0, ...data.wins);
  return best === 0 ? [] : data.wins.flatMap((w, i) => (w === best ? [i] : []));
}

export const tallyGames = (data: TallyData): number => data.wins.reduce((t, w) => t + w, 0);
