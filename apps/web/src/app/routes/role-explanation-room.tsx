import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { isModeratorRole, isRoleId, roleIdForCharacterKey } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { RoleRoom } from '@/features/role-room/components/role-room';
import { useAuth } from '@/lib/auth';

/**
 * /role-explanation-room?character={key}&sessionId={id}: the card in the URL decides which role
 * is explained (else the account's role); the account decides whether this is the guide.
 */
export default function RoleExplanationRoomRoute() {
  const [searchParams] = useSearchParams();
  const { roleId: accountRoleId } = useAuth();
  const accountRole = accountRoleId && isRoleId(accountRoleId) ? accountRoleId : null;
  const characterKey = searchParams.get('character')?.trim() ?? '';
  const roleId = roleIdForCharacterKey(characterKey) ?? accountRole;
  const { t } = useTranslation('roleRoom');
  // A game screen sends a player here when the guide took their seat away.
  const seatLost = (useLocation().state as { seatLost?: boolean } | null)?.seatLost === true;
  return (
    <RoleRoom
      roleId={roleId}
      isGuide={isModeratorRole(accountRole)}
      sessionId={searchParams.get('sessionId')?.trim() || undefined}
      notice={seatLost ? <Alert tone="info">{t('room.seatLost')}</Alert> : undefined}
    />
  );
}
