import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { JOINABLE_PHASES, parseWirePhase, type GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { isRoomCode, roomCodeFieldValue } from '@/lib/room-code';
import { storage } from '@/lib/storage';
import { useRoom } from '../api/get-room';
import styles from './join.module.css';

type Outcome = 'notFound' | 'ended' | 'started' | null;

/** Why a found room cannot be joined from here, or null when it can. */
function outcomeOf(view: GameView): Outcome {
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  if (phase === 'game_completely_ended' || view.gameState.gameEnded) return 'ended';
  if (!phase || !JOINABLE_PHASES.includes(phase)) return 'started';
  return null;
}

/** Where the code leads when the room is open: the game for its members, the role room else. */
function destinationOf(view: GameView, code: string): string | null {
  const sessionId = view._id;
  if (view.viewer.isModerator) return paths.moderatorLeaderboardStartgame.getHref({ sessionId });
  if (view.viewer.isPlayer) return paths.leaderboard.getHref({ sessionId });
  return outcomeOf(view) ? null : paths.roleExplanationRoom.getHref({ code });
}

/**
 * /join?code=ROOMCODE, opened by scanning the projector's QR code: a signed-in phone goes on to
 * the role room with the code filled in (one tap to join), or straight back into a game it is
 * already in. A code that names no room, an ended or already started game is said so here.
 */
export function JoinByCode({ code }: { code: string }) {
  const { t } = useTranslation('join');
  const navigate = useNavigate();
  const valid = isRoomCode(code);
  const room = useRoom(valid ? code : null);
  const [typed, setTyped] = useState(code);

  if (room.data) {
    const destination = destinationOf(room.data, code);
    if (destination) {
      if (room.data.viewer.isPlayer) storage.setCurrentSessionId(room.data._id);
      return <Navigate to={destination} replace />;
    }
  }
  const missing = room.error instanceof ApiError && [400, 404].includes(room.error.status);
  const outcome: Outcome = missing ? 'notFound' : room.data ? outcomeOf(room.data) : null;
  let message: string | null = null;
  if (code && !valid) message = t('invalid', { code });
  else if (outcome) message = t(outcome, { code });
  else if (room.error) message = t('failed', { reason: errorText(room.error) });

  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <h1>{t('title')}</h1>
      {room.isLoading ? (
        <p role="status" className={styles.status}>
          {t('looking', { code })}
        </p>
      ) : null}
      {message ? <Alert>{message}</Alert> : null}
      {!room.isLoading ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(paths.join.getHref({ code: roomCodeFieldValue(typed) }));
          }}
        >
          <p className={styles.hint}>{code ? t('tryAgain') : t('noCode')}</p>
          <TextField
            label={t('label')}
            value={typed}
            onChange={(event) => setTyped(roomCodeFieldValue(event.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" disabled={typed === ''}>
            {t('submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
