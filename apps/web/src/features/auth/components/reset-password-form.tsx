import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import {
  BADGE_CODE_EXAMPLE,
  BadgeCodeField,
  readBadgeCode,
} from '@/components/ui/badge-code-field';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import styles from './auth-form.module.css';

type Problems = { code?: string; password?: string; repeat?: string };
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * A forgotten password: the guide makes a one-time code for the student's rostered account, the
 * student types it here with a new password (twice) and is signed in with it.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { successHref } = useAuthRedirect();
  const reset = useResetPassword();
  const [problems, setProblems] = useState<Problems>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = readBadgeCode(text(form, 'code'));
    const password = text(form, 'password');
    const found: Problems = {
      code: code ? undefined : t('resetPassword.codeInvalid', { example: BADGE_CODE_EXAMPLE }),
      password:
        password.length < PASSWORD_MIN
          ? t('resetPassword.tooShort', { min: PASSWORD_MIN })
          : undefined,
      repeat: text(form, 'repeat') !== password ? t('resetPassword.mismatch') : undefined,
    };
    setProblems(found);
    if (!code || found.password || found.repeat) return;
    try {
      await reset.mutateAsync({ email: text(form, 'email').trim(), code, password });
    } catch {
      return; // The mutation keeps the error; it is shown above the form.
    }
    await navigate(successHref, { replace: true });
  }

  return (
    <>
      <p className={styles.intro}>{t('resetPassword.intro')}</p>
      {reset.error ? (
        <Alert>{t('resetPassword.failed', { reason: errorText(reset.error) })}</Alert>
      ) : null}
      <form className="form-column" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          name="email"
          type="email"
          label={t('resetPassword.email')}
          autoComplete="email"
          required
        />
        <BadgeCodeField name="code" label={t('resetPassword.code')} error={problems.code} />
        <PasswordField
          name="password"
          label={t('resetPassword.password')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={problems.password}
        />
        <PasswordField
          name="repeat"
          label={t('resetPassword.repeat')}
          autoComplete="new-password"
          required
          error={problems.repeat}
        />
        <Button type="submit" block disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to={paths.login.getHref()}>{t('resetPassword.backToLogin')}</Link>
      </p>
    </>
  );
}
