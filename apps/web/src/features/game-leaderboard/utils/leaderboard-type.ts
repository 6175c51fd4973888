import type { LeaderboardType } from '@/config/paths';

const TYPES: readonly LeaderboardType[] = [
  'default',
  'after-quiz',
  'after-game',
  'eliminated',
  'victory',
  'waiting-moderator',
  'after-closing-quiz',
  'final',
  'ended',
];

/** The `type` query value as a leaderboard type; anything else is the default leaderboard. */
export function parseLeaderboardType(value: string | null): LeaderboardType {
  return TYPES.find((type) => type === value) ?? 'default';
}

export type TitleKey = 'default' | 'afterQuiz' | 'final' | 'eliminated' | 'victory';

/** The spec's five titles: Quiz Results, Final Game Results, You Have Been Eliminated, Game Over, Leaderboard. */
const TITLES: Partial<Record<LeaderboardType, TitleKey>> = {
  'after-quiz': 'afterQuiz',
  'after-game': 'final',
  final: 'final',
  'after-closing-quiz': 'final',
  ended: 'final',
  eliminated: 'eliminated',
  victory: 'victory',
};

export const titleKeyOf = (type: LeaderboardType): TitleKey => TITLES[type] ?? 'default';
