import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@ecoscha/contracts';
import {
  characterKeyForRoleId,
  DEFAULT_CHARACTER_KEY,
  MODERATOR_ROLE_ID,
  roleIdForCharacterKey,
} from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { useFragmentOnce } from '@/lib/use-fragment-once';
import { takesScannedCard } from '../api/apply-card';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useSignupMode } from '../api/signup-mode';
import { useAuthRedirect, type LoginPageState } from '../hooks/use-auth-redirect';
import { AccountKindChoice, type AccountKind } from './account-kind-choice';
import styles from './auth-form.module.css';
import { OtherFormLink } from './other-form-link';
import { SignedInCard } from './signed-in-card';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export function SignupForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // `state.from`: where the visitor was going (a scanned join link) survives the way back.
  const { character, successHref, state: redirect } = useAuthRedirect();
  const registerAccount = useRegister();
  const login = useLogin();
  const [failure, setFailure] = useState<unknown>(null);
  // A scanned card decides the character; without one, the visitor says who they are.
  const [kind, setKind] = useState<AccountKind>('student');
  const characterKey =
    character ??
    (kind === 'guide' ? characterKeyForRoleId(MODERATOR_ROLE_ID) : DEFAULT_CHARACTER_KEY);
  const forGuide = roleIdForCharacterKey(characterKey) === MODERATOR_ROLE_ID;
  // The administrator's invite link: `/signup?character=…#invite=CODE` (off the address at once).
  const invite = new URLSearchParams(useFragmentOnce()).get('invite')?.trim() || undefined;
  const byInvite = useSignupMode().data?.guideSignup === 'invite';
  const { user } = useAuth();
  const fieldErrors = failure instanceof ApiError ? (failure.errors ?? {}) : {};
  const busy = registerAccount.isPending || login.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = text(form, 'email').trim();
    const password = text(form, 'password');
    setFailure(null);
    try {
      await registerAccount.mutateAsync({
        username: text(form, 'username').trim(),
        email,
        password,
        character: characterKey,
        ...(forGuide && invite ? { invite } : {}),
      });
    } catch (error) {
      setFailure(error);
      return;
    }
    try {
      await login.mutateAsync({ email, password, character: characterKey });
    } catch {
      const state: LoginPageState = { notice: 'signupLoginFailed', from: redirect.from };
      await navigate(paths.login.getHref({ character }), { state });
      return;
    }
    await navigate(successHref, { replace: true });
  }

  // Already signed in (not by this form): the scanned card is applied, no new account is made.
  const idle = registerAccount.isIdle && login.isIdle;
  if (user && character && idle && takesScannedCard(user.roleId, character)) {
    return <SignedInCard character={character} />;
  }

  return (
    <>
      <p className={styles.intro}>{t(character ? 'signup.intro' : 'signup.introChoice')}</p>
      {character ? null : <AccountKindChoice value={kind} onChange={setKind} />}
      {forGuide && byInvite ? (
        <Alert tone="info">{t(invite ? 'signup.invite.given' : 'signup.invite.needed')}</Alert>
      ) : null}
      {failure ? <Alert>{t('signup.failed', { reason: errorText(failure) })}</Alert> : null}
      <form className="form-column" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          name="username"
          label={t('signup.username')}
          autoComplete="username"
          required
          minLength={USERNAME_MIN}
          maxLength={USERNAME_MAX}
          error={fieldErrors.username}
        />
        <TextField
          name="email"
          type="email"
          label={t('signup.email')}
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <PasswordField
          name="password"
          label={t('signup.password')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={fieldErrors.password}
        />
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      <OtherFormLink to="login" question={t('signup.haveAccount')} link={t('signup.loginLink')} />
    </>
  );
}
