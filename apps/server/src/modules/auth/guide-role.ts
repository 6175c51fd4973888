import type { GuideSignupMode } from '@ecoscha/contracts';
import { isModeratorRole } from '@ecoscha/game';

/**
 * Whether a scanned character card may move an account from its role to `next` (at login, or a
 * signed-in player's scan). A badge's account never becomes the guide. With `GUIDE_SIGNUP=invite`
 * the guide's role is an account's standing, given by an invite: no card gives it to another
 * account or takes it from a guide (who could not get it back).
 */
export function mayTakeRole(
  account: { roleId: string; email: string | null },
  next: string,
  guideSignup: GuideSignupMode,
): boolean {
  if (next === account.roleId) return true;
  if (account.email === null && isModeratorRole(next)) return false;
  if (guideSignup === 'invite') return isModeratorRole(account.roleId) === isModeratorRole(next);
  return true;
}
