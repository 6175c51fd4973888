import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { isModeratorRole, isRoleId, roleIdForCharacterKey, type RoleId } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { RoleRoom } from '@/features/role-room/components/role-room';
import { useAuth } from '@/lib/auth';
import { sessionQueryOptions } from '@/lib/session/session-query';
import { storage } from '@/lib/storage';

/**
 * The role of the viewer's seat in the session they are playing (the guide may have dealt it),
 * or null when they have no seat in a running game.
 */
function useSeatRole(sessionId: string | null): RoleId | null {
  const { data } = useQuery({
    ...sessionQueryOptions(sessionId ?? ''),
    queryFn: sessionId ? sessionQueryOptions(sessionId).queryFn : skipToken,
    retry: false,
  });
  const running =
    data && !data.gameState.gameEnded && data.gameState.phase !== 'game_completely_ended';
  return running && data.viewer.isPlayer ? (data.viewer.roleId ?? null) : null;
}

/**
 * /role-explanation-room?character={key}&sessionId={id}: a player seated in a running game sees
 * their seat's role (dealt or not); otherwise the card in the URL decides which role is explained
 * (else the account's role). The account decides whether this is the guide.
 */
export default function RoleExplanationRoomRoute() {
  const [searchParams] = useSearchParams();
  const { roleId: accountRoleId } = useAuth();
  const accountRole = accountRoleId && isRoleId(accountRoleId) ? accountRoleId : null;
  const characterKey = searchParams.get('character')?.trim() ?? '';
  const sessionId = searchParams.get('sessionId')?.trim() || undefined;
  // A role belongs to the seat: once seated, the game's role, not the card the account holds.
  const seatRole = useSeatRole(sessionId ?? storage.getCurrentSessionId());
  const roleId = seatRole ?? roleIdForCharacterKey(characterKey) ?? accountRole;
  const { t } = useTranslation('roleRoom');
  // A game screen sends a player here when the guide took their seat away.
  const seatLost = (useLocation().state as { seatLost?: boolean } | null)?.seatLost === true;
  return (
    <RoleRoom
      roleId={roleId}
      isGuide={isModeratorRole(accountRole)}
      sessionId={sessionId}
      notice={seatLost ? <Alert tone="info">{t('room.seatLost')}</Alert> : undefined}
    />
  );
}
