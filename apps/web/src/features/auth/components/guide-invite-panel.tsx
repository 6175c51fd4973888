import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useCreateGuideInvite } from '../api/guide-invites';
import { useSignupMode } from '../api/signup-mode';
import styles from './guide-invite-panel.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The server administrator's way to let a new guide sign up (`GUIDE_SIGNUP=invite`): a one-time
 * link, shown once with its expiry, to send to the teacher. Nothing for anyone else.
 */
export function GuideInvitePanel() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const mode = useSignupMode();
  const invite = useCreateGuideInvite();
  const [copy, setCopy] = useState<CopyState>('idle');
  if (!mode.data?.isAdmin) return null;

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  const expires = invite.data
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(invite.data.expiresAt))
    : '';
  return (
    <TitledSection id="guide-invites" title={t('invites.title')} className={styles.panel}>
      <p>{t('invites.help')}</p>
      {invite.isError ? (
        <Alert>{t('invites.failed', { reason: errorText(invite.error) })}</Alert>
      ) : null}
      {invite.data ? (
        <div className={styles.result}>
          <TextField
            label={t('invites.link')}
            value={invite.data.inviteUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copyLink(invite.data.inviteUrl)}>
            {t('invites.copy')}
          </Button>
          <p role="status" className="muted-text">
            {copy === 'copied' ? t('invites.copied') : null}
            {copy === 'failed' ? t('invites.copyFailed') : null}
          </p>
          <p className={styles.expires}>{t('invites.expires', { date: expires })}</p>
        </div>
      ) : null}
      <Button
        onClick={() => {
          setCopy('idle');
          invite.mutate();
        }}
        disabled={invite.isPending}
        aria-busy={invite.isPending}
        variant={invite.data ? 'secondary' : 'primary'}
      >
        {invite.isPending ? t('invites.creating') : t('invites.create')}
      </Button>
    </TitledSection>
  );
}
