import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { MissingUserIdError, useAuth } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { takesScannedCard } from '../api/apply-card';
import { useLogin } from '../api/login';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import styles from './auth-form.module.css';
import { OtherFormLink } from './other-form-link';
import { SignedInCard } from './signed-in-card';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { character, successHref, state } = useAuthRedirect();
  const login = useLogin();
  const { user } = useAuth();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await login.mutateAsync({
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        character,
      });
    } catch {
      return; // The mutation keeps the error; it is shown below.
    }
    await navigate(successHref, { replace: true });
  }

  // Already signed in (not by this form): a scanned card is applied without a second login.
  if (user && character && login.isIdle && takesScannedCard(user.roleId, character)) {
    return <SignedInCard character={character} />;
  }

  const failure = login.error;
  return (
    <>
      <p className={styles.intro}>{t('login.intro')}</p>
      {state.notice === 'signupLoginFailed' && login.isIdle ? (
        <Alert>{t('signup.loginFailed')}</Alert>
      ) : null}
      {failure ? (
        <Alert>
          {failure instanceof MissingUserIdError
            ? t('login.failed')
            : t('login.error', { reason: errorText(failure) })}
        </Alert>
      ) : null}
      <form className="form-column" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          required
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" block disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <Link to={paths.resetPassword.getHref()} className={styles.aside}>
          {t('login.forgotLink')}
        </Link>
      </form>
      <OtherFormLink to="signup" question={t('login.noAccount')} link={t('login.signupLink')} />
      <p className={styles.switch}>
        {t('login.badgeQuestion')} <Link to={paths.badge.getHref()}>{t('login.badgeLink')}</Link>
      </p>
    </>
  );
}
