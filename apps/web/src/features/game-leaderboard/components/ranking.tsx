import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameView } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/i18n';
import { leaderboardKey, useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';
import styles from './screen.module.css';

type RankingProps = { viewerId?: string; showRoles?: boolean };

/** What the ranking depends on that the session view shows: seats, points, lives, quizzes. */
function rankingSignature(view: GameView): string {
  // The role a viewer may see and the name travel too: a deal or a re-seat changes them.
  const seats = view.players.map(
    (p) => `${p.userId}:${p.username}:${p.roleId ?? ''}:${p.points}:${p.gameScore}:${p.isAlive}`,
  );
  // A player's view holds their own topics handed in; the guide's, everyone's count.
  const own = Object.values(view.quizResults).reduce((sum, r) => sum + r.length, 0);
  const everyones = Object.values(view.quizProgress ?? {}).reduce(
    (sum, p) => sum + p.opening + p.closing,
    0,
  );
  const answered = own + everyones;
  return `${view.gameState.phase}|${answered}|${seats.join(',')}`;
}

/**
 * The session's ranked table, loaded from the server (which scores everything). A pushed view
 * that changes what it depends on (the phase, a player joining, a quiz answered, roles dealt,
 * points, an elimination) fetches it again, once; the session's events leave it to that.
 */
export function Ranking({ viewerId, showRoles }: RankingProps) {
  const { t } = useTranslation('leaderboard');
  const { view, sessionId } = useGame();
  const board = useLeaderboard(sessionId);
  const queryClient = useQueryClient();
  const signature = rankingSignature(view);
  const first = useRef(signature);

  useEffect(() => {
    if (signature === first.current) return;
    first.current = signature;
    void queryClient.invalidateQueries({ queryKey: leaderboardKey(sessionId) });
  }, [signature, sessionId, queryClient]);

  if (board.isPending) return <p className={styles.loading}>{t('table.loading')}</p>;
  if (board.isError) return <Alert>{errorText(board.error)}</Alert>;
  return <LeaderboardTable entries={board.data} viewerId={viewerId} showRoles={showRoles} />;
}
