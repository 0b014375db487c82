// The few words the table itself shows (everything else is DOM, translated by the shell).
import type { Lang } from '../../../base/settings';

export interface MeowSceneLabels {
  wish: string;
  skipped: string;
  meow: string;
  pass: string;
  forgot: string;
  wins: string;
}

const LABELS: Record<Lang, MeowSceneLabels> = {
  en: { wish: 'wish', skipped: 'skipped', meow: 'Meow!', pass: 'pass', forgot: 'no Meow! +1', wins: 'wins' },
  fr: { wish: 'vœu', skipped: 'tour sauté', meow: 'Miaou !', pass: 'passe', forgot: 'sans Miaou ! +1', wins: 'gagne' },
  de: { wish: 'Wunsch', skipped: 'setzt aus', meow: 'Miau!', pass: 'passt', forgot: 'kein Miau! +1', wins: 'gewinnt' },
};

export const sceneLabels = (lang: Lang): MeowSceneLabels => LABELS[lang] ?? LABELS.en;
