import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ClassDetail } from '@ecoscha/contracts';
import { ButtonLink } from '@/components/ui/button';
import { ControlBox } from '@/components/ui/control-box';
import { paths } from '@/config/paths';
import styles from './classes.module.css';

/** The class's open room (its badges lead to the newest), and the way to open a new one. */
export function RoomStatus({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const room = detail.openRoom;
  if (detail.endedAt !== null) return null;
  return (
    <ControlBox id="class-room" title={t('room.title')} className={styles.box}>
      {room ? (
        <>
          <p>{t('room.open', { code: room.roomCode })}</p>
          <Link to={paths.moderatorLeaderboardStartgame.getHref({ sessionId: room.sessionId })}>
            {t('room.goTo', { code: room.roomCode })}
          </Link>
          {/* A finished game the guide never closed stays open: next week's lesson needs a new room. */}
          <p className="muted-text">{t('room.newLesson')}</p>
        </>
      ) : (
        <p className="muted-text">{t('room.none')}</p>
      )}
      <ButtonLink to={paths.roleExplanationRoom.getHref({ classId: detail.id })}>
        {t('room.openButton')}
      </ButtonLink>
    </ControlBox>
  );
}
