import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { USERNAME_MAX, USERNAME_MIN } from '@ecoscha/contracts';
import { errorText } from '@/lib/i18n';
import {
  useEditProfileForm,
  type FieldMessage,
  type ProfileValues,
} from '../hooks/use-edit-profile-form';
import styles from './profile.module.css';

export function EditProfileForm({ initial }: { initial: ProfileValues }) {
  const { t } = useTranslation('profile');
  const form = useEditProfileForm(initial);

  const messageText = (message: FieldMessage | undefined) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(`editProfile.validation.${message.key}`, { min: USERNAME_MIN });
  };

  return (
    <>
      {form.saved ? <Alert tone="success">{t('editProfile.success')}</Alert> : null}
      {form.failure ? (
        <Alert>
          {form.failure.kind === 'server' ? errorText(form.failure.error) : t('editProfile.failed')}
        </Alert>
      ) : null}
      <form className="form-column" noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField
          name="username"
          label={t('editProfile.username')}
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={form.values.username}
          onChange={form.change('username')}
          error={messageText(form.messages.username)}
        />
        <TextField
          name="email"
          type="email"
          label={t('editProfile.email')}
          autoComplete="email"
          value={form.values.email}
          onChange={form.change('email')}
          error={messageText(form.messages.email)}
        />
        <div className={styles.actions}>
          <ButtonLink to={paths.profile.getHref()} variant="secondary">
            {t('editProfile.cancel')}
          </ButtonLink>
          <Button type="submit" disabled={form.saving || form.saved} aria-busy={form.saving}>
            {form.saving ? t('editProfile.saving') : t('editProfile.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
