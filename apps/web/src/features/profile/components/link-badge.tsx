import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import {
  BADGE_CODE_EXAMPLE,
  BadgeCodeField,
  readBadgeCode,
} from '@/components/ui/badge-code-field';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useLinkBadge } from '../api/link-badge';
import { ProfileSection } from './profile-section';

/**
 * An e-mail account joins the class roster of a badge it holds: its guide then sees its progress
 * and can make it a password reset code.
 */
export function LinkBadge() {
  const { t } = useTranslation('badge');
  const link = useLinkBadge();
  const [typed, setTyped] = useState('');
  const [unreadable, setUnreadable] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = readBadgeCode(typed);
    setUnreadable(code === null);
    if (code) link.mutate(code, { onSuccess: () => setTyped('') });
  }

  return (
    <ProfileSection id="link-badge" title={t('link.title')}>
      <p>{t('link.help')}</p>
      {link.data ? (
        <Alert tone="success">
          {t('link.done', { className: link.data.className, studentName: link.data.studentName })}
        </Alert>
      ) : null}
      {link.isError ? <Alert>{t('link.failed', { reason: errorText(link.error) })}</Alert> : null}
      <form className="form-column" onSubmit={handleSubmit} noValidate>
        <BadgeCodeField
          name="badgeCode"
          label={t('form.label')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setUnreadable(false);
          }}
          error={unreadable ? t('form.invalid', { example: BADGE_CODE_EXAMPLE }) : null}
        />
        <Button
          type="submit"
          disabled={typed.trim() === '' || link.isPending}
          aria-busy={link.isPending}
        >
          {link.isPending ? t('link.submitting') : t('link.submit')}
        </Button>
      </form>
    </ProfileSection>
  );
}
