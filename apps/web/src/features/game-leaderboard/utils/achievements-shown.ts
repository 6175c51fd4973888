import type { AchievementType } from '@ecoscha/game';
import { storage } from '@/lib/storage';

/** Per session and user, so it goes with the session's other keys when the game ends. */
const keyOf = (sessionId: string, userId: string) => `achievementsShown_${sessionId}_${userId}`;

/** The achievement types already shown in the popup to this user in this session. */
export function shownAchievements(sessionId: string, userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.get(keyOf(sessionId, userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberShown(sessionId: string, userId: string, types: AchievementType[]): void {
  const all = [...shownAchievements(sessionId, userId), ...types];
  try {
    localStorage.setItem(keyOf(sessionId, userId), JSON.stringify([...new Set(all)]));
  } catch {
    // Not remembered: the popup may show again after a reload.
  }
}
