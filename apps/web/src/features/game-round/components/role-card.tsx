import { useTranslation } from '@/lib/use-translation';
import type { GameView, RoleId } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { contentUrl } from '@/lib/content-url';
import { roleNameKey } from '@/lib/role-name';
import { FallbackImage } from '@/components/ui/fallback-image';
import styles from './role-card.module.css';

/**
 * The role type's name in the interface language ("Waste Villain", "Perusak Lingkungan"), or the
 * spec's error when a role that must be known is missing.
 */
export function useRoleName() {
  const { t } = useTranslation(['round', 'game']);
  return (roleId: RoleId | undefined) => t(roleNameKey(roleId));
}

/** A player of the session whose own role is missing (the spec's 'Error: player role not found'). */
export function isRoleMissing(view: GameView): boolean {
  return view.viewer.isPlayer && !view.viewer.roleId;
}

/** What a player whose own role is missing sees instead of their night. */
export function RoleMissing() {
  const roleName = useRoleName();
  return <Alert>{roleName(undefined)}</Alert>;
}

export function cardImageUrl(roleId: RoleId): string {
  return contentUrl(`/content/images/characters/${roleId}.svg`);
}

/** A character card picture (600x900) with the role's name under it (`caption={null}`: none). */
export function RoleCard({ roleId, caption }: { roleId: RoleId; caption?: string | null }) {
  const { t } = useTranslation('round');
  const roleName = useRoleName()(roleId);
  const src = cardImageUrl(roleId);
  return (
    <figure className={styles.card}>
      <FallbackImage
        className={styles.image}
        src={src}
        alt={t('common.cardAlt', { role: roleName })}
        width={600}
        height={900}
        fallback={<div className={styles.placeholder}>{roleName}</div>}
      />
      {caption === null ? null : (
        <figcaption className={styles.caption}>{caption ?? roleName}</figcaption>
      )}
    </figure>
  );
}
