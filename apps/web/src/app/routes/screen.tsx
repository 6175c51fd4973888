import { useTranslation } from '@/lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { RoomContentProvider } from '@/lib/room-content';
import { isRefusal } from '@/features/projector/api/get-screen';
import { ProjectorScreen } from '@/features/projector/components/projector-screen';
import { useScreen } from '@/features/projector/hooks/use-screen';
import { useSocketLive } from '@/lib/session/session-query';
import styles from '@/features/projector/components/projector.module.css';

/** A message on the projector's own background, before the session's view has arrived. */
function Notice({ text, status = false }: { text: string; status?: boolean }) {
  return (
    <div className={styles.screen}>
      <p className={`${styles.centered} ${styles.lead}`} role={status ? 'status' : 'alert'}>
        {text}
      </p>
    </div>
  );
}

function SessionScreen({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('projector');
  const screen = useScreen(sessionId);
  const live = useSocketLive();
  if (screen.error && isRefusal(screen.error)) {
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  }
  if (!screen.data) {
    return <Notice text={screen.isError ? t('loadFailed') : t('loading')} status />;
  }
  return (
    <RoomContentProvider sessionId={sessionId}>
      <ProjectorScreen screen={screen.data} offline={!live && screen.isError} />
    </RoomContentProvider>
  );
}

/**
 * /screen?sessionId=: the class's projector, opened by the session's guide on a second screen.
 * It shows what the whole class may know and follows the game by push.
 */
export default function ScreenRoute() {
  const { t } = useTranslation('projector');
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId');
  return (
    <>
      <PageTitle title={t('title')} />
      {sessionId ? <SessionScreen sessionId={sessionId} /> : <Notice text={t('missingSession')} />}
    </>
  );
}
