import { useTranslation } from '@/lib/use-translation';
import { usePhoneAddress } from '@/lib/phone-address';
import { JoinQr } from './join-qr';
import styles from './join.module.css';

/** The join page of this room at an address phones open. */
export function joinLinkFor(address: string, roomCode: string): string {
  return `${address}/join?code=${encodeURIComponent(roomCode)}`;
}

/**
 * The room code in large type beside a QR code of the join link, at an address the students'
 * phones can open; when there is none, the screen says so instead of showing a code no phone opens.
 */
export function JoinPanel({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation('projector');
  const phones = usePhoneAddress();
  const { address } = phones;
  const link = address ? joinLinkFor(address, roomCode) : null;
  return (
    <section className={styles.join} aria-labelledby="projector-join">
      {link ? <JoinQr link={link} alt={t('join.qrAlt', { link })} /> : null}
      <div className={styles.joinText}>
        <h2 id="projector-join" className={styles.scan}>
          {t(link || phones.isPending ? 'join.scan' : 'join.noAddress.title')}
        </h2>
        {address ? (
          <p className={styles.orType}>
            {t('join.orType', { link: `${address.replace(/^https?:\/\//, '')}/join` })}
          </p>
        ) : null}
        {!address && !phones.isPending ? (
          <p className={styles.orType}>{t('join.noAddress.text')}</p>
        ) : null}
        <p className={styles.orType}>{t('join.code')}</p>
        <p className={styles.code}>{roomCode}</p>
        {phones.choices.length > 1 && address ? (
          <label className={styles.addressChoice}>
            {t('join.addressChoice')}{' '}
            <select value={address} onChange={(event) => phones.choose(event.target.value)}>
              {phones.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <p className={styles.waiting}>{t('join.waiting')}</p>
      </div>
    </section>
  );
}
