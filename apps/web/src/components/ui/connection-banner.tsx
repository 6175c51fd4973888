import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  socketStatus,
  subscribeSocketStatusChange,
  type SocketStatus,
} from '@/lib/session/connection-status';
import styles from './connection-banner.module.css';

/** A game screen's socket must stay lost this long before the banner says so (not for a blip). */
export const SOCKET_LOST_AFTER_MS = 2_000;
/** How long "back online" stays before the banner hides. */
export const BACK_ONLINE_SHOWN_MS = 3_000;

type Banner = 'hidden' | 'offline' | 'back';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const browserOnline = () => navigator.onLine;
const alwaysOnline = () => true;

/**
 * Offline at once when the phone says so; offline after 2 s when the game screen's socket is
 * lost (the phone thinks it is online, the school's Wi-Fi does not pass); back for 3 s once both
 * are fine again. Nothing shows on a first connection or a blip shorter than 2 s.
 */
function useConnectionBanner(): { banner: Banner; socket: SocketStatus } {
  const online = useSyncExternalStore(subscribeOnline, browserOnline, alwaysOnline);
  const socket = useSyncExternalStore(subscribeSocketStatusChange, socketStatus, socketStatus);
  const lost = !online || (socket.wanted && socket.lost);
  const [banner, setBanner] = useState<Banner>('hidden');

  useEffect(() => {
    const timer = lost
      ? setTimeout(() => setBanner('offline'), online ? SOCKET_LOST_AFTER_MS : 0)
      : setTimeout(() => setBanner((shown) => (shown === 'offline' ? 'back' : shown)), 0);
    return () => clearTimeout(timer);
  }, [lost, online]);

  useEffect(() => {
    if (banner !== 'back') return;
    const timer = setTimeout(() => setBanner('hidden'), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return { banner, socket };
}

/**
 * One small banner over every screen saying when the phone has lost the connection and when it
 * is back. It never takes a tap: what is under it stays usable. The live region is always in the
 * page so that screen readers hear each change.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { banner, socket } = useConnectionBanner();
  const text =
    banner === 'offline'
      ? t(socket.wanted ? 'connection.offlineGame' : 'connection.offlineSite')
      : banner === 'back'
        ? t('connection.back')
        : null;
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true">
      {text ? (
        <p className={styles.banner} data-state={banner}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
