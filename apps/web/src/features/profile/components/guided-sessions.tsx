import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { GuidedSession } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useGuidedSessions } from '../api/get-guided-sessions';
import styles from './guided-sessions.module.css';
import { ProfileSection, SessionStatus } from './profile-section';

function useFormats() {
  const language = useLanguage();
  const locale = language === 'en' ? 'en-GB' : 'id-ID';
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: '2-digit' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return { date: (iso: string) => date.format(new Date(iso)), number: number.format };
}

function SessionRow({ session }: { session: GuidedSession }) {
  const { t } = useTranslation('profile');
  const format = useFormats();
  const average = (value: number | null) =>
    value === null ? t('guided.noAverage') : format.number(value);
  const date = format.date(session.date);
  return (
    <li className={styles.session}>
      <span className={styles.date}>{date}</span>
      <span className={styles.room}>{t('guided.room', { roomCode: session.roomCode })}</span>
      <SessionStatus status={session.status} className={styles.status} />
      <span className={styles.detail}>{t('guided.students', { count: session.studentCount })}</span>
      <span className={styles.detail}>
        {t('guided.averages', {
          before: average(session.openingAverage),
          after: average(session.closingAverage),
        })}
      </span>
      {session.status === 'finished' ? null : (
        // Back into the lesson: the game screens send the guide on to its current phase.
        <Link
          className={styles.link}
          to={paths.moderatorLeaderboardStartgame.getHref({ sessionId: session.sessionId })}
          aria-label={t('guided.continueFor', { roomCode: session.roomCode, date })}
        >
          {t('guided.continue')}
        </Link>
      )}
      <Link
        className={styles.link}
        to={paths.report.getHref({ sessionId: session.sessionId })}
        aria-label={t('guided.openFor', { roomCode: session.roomCode, date })}
      >
        {t('guided.open')}
      </Link>
    </li>
  );
}

/** A guide's profile: every session they led, each with a link to its learning report. */
export function GuidedSessions() {
  const { t } = useTranslation(['profile', 'common']);
  const sessions = useGuidedSessions();
  return (
    <ProfileSection
      id="profile-guided"
      title={t('guided.title')}
      none={sessions.data?.length === 0 ? t('guided.none') : null}
    >
      {sessions.isPending ? <p role="status">{t('common:status.loading')}</p> : null}
      {sessions.isError ? (
        <Alert>{t('guided.failed', { message: errorText(sessions.error) })}</Alert>
      ) : null}
      {sessions.data && sessions.data.length > 0 ? (
        <ul className="stack-list" aria-label={t('guided.listLabel')}>
          {sessions.data.map((session) => (
            <SessionRow key={session.sessionId} session={session} />
          ))}
        </ul>
      ) : null}
    </ProfileSection>
  );
}
