import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { JoinRoomForm } from './join-room-form';
import styles from './role-room.module.css';
import { TitledSection } from '@/components/ui/titled-section';

type RoomEntryProps = { isGuide: boolean; sessionId?: string };

/**
 * The guide's room settings (times, questions, class, accessibility), loaded for the guide only:
 * a student's phone on its first visit does not download them, nor the schemas they check with.
 */
const CreateRoomPanel = lazy(async () => ({
  default: (await import('./create-room-panel')).CreateRoomPanel,
}));

/** The guide creates the room; everyone else joins it with its code. */
export function RoomEntry({ isGuide, sessionId }: RoomEntryProps) {
  const { t } = useTranslation('roleRoom');
  const { t: common } = useTranslation();
  const backHref = sessionId
    ? isGuide
      ? paths.moderatorLeaderboardStartgame.getHref({ sessionId })
      : paths.leaderboard.getHref({ sessionId })
    : null;
  return (
    <TitledSection
      id="room-entry-heading"
      title={isGuide ? t('create.title') : t('join.title')}
      className={styles.entry}
      titleClassName={styles.entryTitle}
    >
      <p className={styles.entryText}>{isGuide ? t('create.text') : t('join.text')}</p>
      {isGuide ? (
        <Suspense fallback={<p role="status">{common('status.loading')}</p>}>
          <CreateRoomPanel />
        </Suspense>
      ) : (
        <JoinRoomForm />
      )}
      {isGuide ? (
        <ButtonLink to={paths.cards.getHref()} variant="ghost" block className={styles.back}>
          {t('create.printCards')}
        </ButtonLink>
      ) : null}
      {backHref ? (
        <ButtonLink to={backHref} variant="ghost" block className={styles.back}>
          {t('room.backToGame')}
        </ButtonLink>
      ) : null}
    </TitledSection>
  );
}
