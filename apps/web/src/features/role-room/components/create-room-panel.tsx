import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { isErrorCode, type QuestionBankChoice, type SessionTimings } from '@ecoscha/contracts';
import type { TimeScale } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { useCreateRoom } from '../api/create-room';
import { AccessibilityChoice } from './accessibility-choice';
import { ClassChoice, useOpenClasses } from './class-choice';
import styles from './role-room.module.css';
import { QuestionBankChoiceField } from './question-bank-choice';
import { TimeSettings } from './time-settings';

/** A refusal the guide can act on (e.g. not the guide's account) is named after the spec's text. */
function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return isErrorCode(error.code) ? errorText(error) : null;
}

/** The sustainability guide's "Generate room code": creates the session and opens its lobby. */
export function CreateRoomPanel() {
  const { t } = useTranslation('roleRoom');
  const navigate = useNavigate();
  const { user } = useAuth();
  const createRoom = useCreateRoom();
  const [timings, setTimings] = useState<SessionTimings>({});
  const [questionBank, setQuestionBank] = useState<QuestionBankChoice>('default');
  const [timeScale, setTimeScale] = useState<TimeScale | null>(null);
  // A class's page leads here with the class chosen (`?classId=`).
  const [searchParams] = useSearchParams();
  const [classId, setClassId] = useState(searchParams.get('classId')?.trim() ?? '');
  const openClasses = useOpenClasses();
  const chosenClassId = openClasses.some((summary) => summary.id === classId) ? classId : '';

  async function handleCreate() {
    const moderatorId = storage.getUserId() || user?._id || user?.id || '';
    const moderatorUsername = storage.getUsername() || user?.username;
    let sessionId: string;
    try {
      const chosen = {
        ...(Object.keys(timings).length > 0 ? { timings } : {}),
        ...(questionBank !== 'default' ? { questionBank } : {}),
        ...(timeScale ? { accessibility: { timeScale } } : {}),
        ...(chosenClassId ? { classId: chosenClassId } : {}),
      };
      ({ sessionId } = await createRoom.mutateAsync({ moderatorId, moderatorUsername, ...chosen }));
    } catch {
      return; // The mutation keeps the error; it is shown below.
    }
    storage.setCurrentSessionId(sessionId);
    await navigate(paths.moderatorLeaderboardStartgame.getHref({ sessionId }));
  }

  const error = createRoom.error;
  const networkFailure = error instanceof ApiError && error.isNetworkError;
  const reason = refusalReason(error);
  return (
    <>
      <ClassChoice classes={openClasses} value={chosenClassId} onChange={setClassId} />
      <QuestionBankChoiceField value={questionBank} onChange={setQuestionBank} />
      <TimeSettings value={timings} onChange={setTimings} />
      <AccessibilityChoice value={timeScale} onChange={setTimeScale} />
      <Button
        block
        className={styles.action}
        disabled={createRoom.isPending}
        aria-busy={createRoom.isPending}
        onClick={() => void handleCreate()}
      >
        {createRoom.isPending ? t('create.pending') : t('create.button')}
      </Button>
      {error ? (
        <Alert>
          {networkFailure ? t('create.networkFailed') : t('create.failed')}
          {reason ? ` ${reason}` : null}
        </Alert>
      ) : null}
    </>
  );
}
