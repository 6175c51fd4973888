import { useTranslation } from '@/lib/use-translation';
import type { RoleId } from '@ecoscha/game';
import { contentUrl } from '@/lib/content-url';
import { roleNameKey } from '@/lib/role-name';
import styles from './seat-role.module.css';

/**
 * The role of this player's seat in the session (dealt by the guide, or the card they signed up
 * with), shown on their own phone while they wait in the lobby. Never the account's character.
 */
export function SeatRole({ roleId }: { roleId: RoleId | null | undefined }) {
  const { t } = useTranslation(['cards', 'game']);
  if (!roleId) return null;
  return (
    <section className={styles.box} aria-labelledby="seat-role">
      <img
        className={styles.picture}
        src={contentUrl(`/content/images/characters/${roleId}-portrait.svg`)}
        alt=""
      />
      <div>
        <h2 id="seat-role" className={styles.title}>
          {t('seatRole.title')}
        </h2>
        <p className={styles.name}>{t(roleNameKey(roleId))}</p>
        <p className={styles.hint}>{t('seatRole.private')}</p>
      </div>
    </section>
  );
}
