import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Achievement } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Button } from '@/components/ui/button';
import { GAME_DELAYS_MS } from '@/config/timing';
import { rememberShown, shownAchievements } from '../utils/achievements-shown';
import styles from './achievement-popup.module.css';

/**
 * The viewer's new achievements, 500 ms after the leaderboard opens (or after they arrive while it
 * is open). Each pops up once per session and user: what was shown is remembered in storage.
 */
export function AchievementPopup() {
  const { t } = useTranslation(['leaderboard', 'achievements']);
  const { view, sessionId } = useGame();
  const userId = view.viewer.userId;
  const [shown, setShown] = useState<Achievement[]>([]);
  const titleId = useId();
  const achievements = view.achievements;

  useEffect(() => {
    const seen = shownAchievements(sessionId, userId);
    const fresh = achievements.filter((a) => a.userId === userId && !seen.has(a.type));
    if (fresh.length === 0) return;
    const timer = setTimeout(() => {
      rememberShown(
        sessionId,
        userId,
        fresh.map((a) => a.type),
      );
      setShown(fresh);
    }, GAME_DELAYS_MS.achievementPopup);
    return () => clearTimeout(timer);
  }, [sessionId, userId, achievements]);

  if (shown.length === 0) return null;
  return (
    <div className={styles.popup} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className={styles.burst} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
          <circle cx="24" cy="20" r="14" fill="#f2c94c" stroke="#b7791f" strokeWidth="3" />
          <path
            d="M24 11l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L24 25.8l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
            fill="#fff8dc"
          />
          <path d="M15 31l-4 13 7-3 4 6 3-12M33 31l4 13-7-3-4 6-3-12" fill="#2f6b3a" />
        </svg>
      </div>
      <h2 id={titleId} className={styles.title}>
        {shown.length > 1 ? t('popup.titleMany') : t('popup.title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((a) => (
          <li key={a.type} className={styles.item}>
            <span className={styles.name}>{t(`achievements:types.${a.type}.title`)}</span>
            <span className={styles.points}>{t('popup.points', { points: a.points })}</span>
            <span className={styles.description}>
              {t(`achievements:types.${a.type}.description`)}
            </span>
          </li>
        ))}
      </ul>
      <Button block onClick={() => setShown([])}>
        {t('popup.close')}
      </Button>
    </div>
  );
}
