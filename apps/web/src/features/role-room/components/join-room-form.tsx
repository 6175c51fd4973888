import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { isRoomCode, roomCodeFieldValue } from '@/lib/room-code';
import { storage } from '@/lib/storage';
import { JoinRefusedError, RoomNotFoundError, useJoinRoom } from '../api/join-room';
import styles from './role-room.module.css';

/** Problems found before anything is sent. */
type Problem = 'required' | 'invalid' | 'noUser';

/** Our translation of the error's code, else the server's own message, else "Unknown error". */
function useFailureReason() {
  const { t } = useTranslation('roleRoom');
  return (error: unknown): string => {
    if (error instanceof ApiError) return errorText(error);
    if (error instanceof JoinRefusedError && error.message) return error.message;
    return t('join.unknownError');
  };
}

/** Everyone but the guide: type the room code read out by the guide and join that session. */
export function JoinRoomForm() {
  const { t } = useTranslation('roleRoom');
  const navigate = useNavigate();
  const { user, roleId } = useAuth();
  const join = useJoinRoom();
  const failureReason = useFailureReason();
  // A scanned join link (/join?code=) arrives with the code already filled in: one tap to join.
  const [searchParams] = useSearchParams();
  const [roomCode, setRoomCode] = useState(() =>
    roomCodeFieldValue(searchParams.get('code') ?? ''),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const scanned = searchParams.has('code');
  useEffect(() => {
    // Below the role card on a phone: bring the filled-in form and its Join button into view.
    if (scanned) formRef.current?.scrollIntoView?.({ block: 'center' });
  }, [scanned]);
  const [problem, setProblem] = useState<Problem | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setRoomCode(roomCodeFieldValue(event.target.value));
    setProblem(null);
    join.reset();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = roomCode.trim();
    const userId = storage.getUserId();
    const found: Problem | null = !code
      ? 'required'
      : !isRoomCode(code)
        ? 'invalid'
        : !userId
          ? 'noUser'
          : null;
    setProblem(found);
    if (found || !userId) return;

    let sessionId: string;
    try {
      sessionId = await join.mutateAsync({
        roomCode: code,
        userId,
        roleId: roleId ?? undefined,
        username: storage.getUsername() || user?.username,
      });
    } catch {
      return; // The mutation keeps the error; it is shown below.
    }
    storage.setCurrentSessionId(sessionId);
    await navigate(paths.leaderboard.getHref({ sessionId }));
  }

  let message: string | null = null;
  if (problem === 'required') message = t('join.required');
  else if (problem === 'invalid') message = t('join.invalid');
  else if (problem === 'noUser') message = t('join.failed', { message: t('join.noUser') });
  else if (join.error instanceof RoomNotFoundError) message = t('join.notFound');
  else if (join.error) message = t('join.failed', { message: failureReason(join.error) });

  return (
    <form
      ref={formRef}
      className={styles.joinForm}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <TextField
        name="roomCode"
        label={t('join.label')}
        value={roomCode}
        onChange={handleChange}
        placeholder={t('join.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        className={styles.codeField}
      />
      <Button
        type="submit"
        block
        className={styles.action}
        disabled={roomCode === '' || join.isPending}
        aria-busy={join.isPending}
      >
        {join.isPending ? t('join.pending') : t('join.button')}
      </Button>
      {message ? <Alert>{message}</Alert> : null}
    </form>
  );
}
