import { useTranslation } from 'react-i18next';
import { JoinQr } from './join-qr';
import styles from './join.module.css';

/** The join page of this room on the address this screen was opened on. */
export function joinLinkFor(origin: string, roomCode: string): string {
  return `${origin}/join?code=${encodeURIComponent(roomCode)}`;
}

/** The room code in large type beside a QR code of the join link. */
export function JoinPanel({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation('projector');
  const link = joinLinkFor(window.location.origin, roomCode);
  const shortLink = `${window.location.host}/join`;
  return (
    <section className={styles.join} aria-labelledby="projector-join">
      <JoinQr link={link} alt={t('join.qrAlt', { link })} />
      <div className={styles.joinText}>
        <h2 id="projector-join" className={styles.scan}>
          {t('join.scan')}
        </h2>
        <p className={styles.orType}>{t('join.orType', { link: shortLink })}</p>
        <p className={styles.orType}>{t('join.code')}</p>
        <p className={styles.code}>{roomCode}</p>
        <p className={styles.waiting}>{t('join.waiting')}</p>
      </div>
    </section>
  );
}
