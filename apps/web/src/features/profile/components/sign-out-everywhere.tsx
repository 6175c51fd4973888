import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import styles from './profile.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * For a phone left signed in on a friend's device or a lost one: every device signs out, this one
 * too (its token is revoked with the others). Asked once more before it happens.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('profile');
  const signOut = useSignOutEverywhere();
  const logout = useLogout();
  function confirmAndSignOut() {
    if (!window.confirm(t('signOutEverywhere.confirm'))) return;
    signOut.mutate(undefined, { onSuccess: () => void logout() });
  }
  return (
    <TitledSection
      id="sign-out-everywhere"
      title={t('signOutEverywhere.title')}
      className="form-column"
    >
      <p>{t('signOutEverywhere.help')}</p>
      {signOut.isError ? (
        <Alert>{t('signOutEverywhere.failed', { message: errorText(signOut.error) })}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={confirmAndSignOut}
          disabled={signOut.isPending}
          aria-busy={signOut.isPending}
        >
          {t('signOutEverywhere.button')}
        </Button>
      </div>
    </TitledSection>
  );
}
