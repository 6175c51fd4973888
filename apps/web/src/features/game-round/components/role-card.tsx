import { useTranslation } from 'react-i18next';
import { roleTypeOf, type RoleId } from '@ecoscha/game';
import { contentUrl } from '@/lib/content-url';
import { useImageFallback } from '@/lib/use-image-fallback';
import styles from './role-card.module.css';

/** The role type's name in the interface language ("Waste Villain", "Perusak Lingkungan"). */
export function useRoleName() {
  const { t } = useTranslation('game');
  return (roleId: RoleId | undefined) =>
    roleId ? t(`roles.${roleTypeOf(roleId)}`) : t('roles.unknown');
}

export function cardImageUrl(roleId: RoleId): string {
  return contentUrl(`/content/images/characters/${roleId}.svg`);
}

/** A character card picture (600x900) with the role's name under it (`caption={null}`: none). */
export function RoleCard({ roleId, caption }: { roleId: RoleId; caption?: string | null }) {
  const { t } = useTranslation('round');
  const roleName = useRoleName()(roleId);
  const src = cardImageUrl(roleId);
  const { failed, onError } = useImageFallback(src);
  return (
    <figure className={styles.card}>
      {failed ? (
        <div className={styles.placeholder}>{roleName}</div>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={t('common.cardAlt', { role: roleName })}
          width={600}
          height={900}
          onError={onError}
        />
      )}
      {caption === null ? null : (
        <figcaption className={styles.caption}>{caption ?? roleName}</figcaption>
      )}
    </figure>
  );
}
