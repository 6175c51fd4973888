import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { formatBadgeCode } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import {
  BADGE_CODE_EXAMPLE,
  BadgeCodeField,
  readBadgeCode,
} from '@/components/ui/badge-code-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { HomePageState } from '@/lib/auth';
import { errorText } from '@/lib/i18n';
import { useFragmentOnce } from '@/lib/use-fragment-once';
import { useBadgeLogin, type BadgeOutcome, type BadgeStage } from '../api/badge-login';
import styles from './badge-login.module.css';

function hrefOf(outcome: BadgeOutcome): { to: string; state?: HomePageState } {
  if (outcome.to === 'lobby')
    return { to: paths.leaderboard.getHref({ sessionId: outcome.sessionId }) };
  if (outcome.to === 'join') return { to: paths.join.getHref({ code: outcome.roomCode }) };
  return { to: paths.home.getHref(), state: { signedInAs: outcome.name } };
}

/**
 * /badge#CODE, opened by a class badge's QR code: signs the student in with nothing typed and goes
 * on to the class's open room (else home). Without a code, or with one that does not work, the
 * student types the code printed on the badge.
 */
export function BadgeLogin() {
  const { t } = useTranslation('badge');
  const navigate = useNavigate();
  const scanned = useFragmentOnce();
  const scannedCode = scanned ? readBadgeCode(scanned) : null;
  const [stage, setStage] = useState<BadgeStage>('signingIn');
  const login = useBadgeLogin(setStage);
  const { mutateAsync } = login;
  const [typed, setTyped] = useState('');
  const [unreadable, setUnreadable] = useState(scanned !== '' && scannedCode === null);
  const started = useRef(false);

  const signIn = useCallback(
    async (code: string) => {
      let outcome: BadgeOutcome;
      try {
        outcome = await mutateAsync(code);
      } catch (error) {
        // A code that was not refused (no network, too many tries) stays ready for another tap.
        if (!(error instanceof ApiError && error.code === 'BADGE_INVALID')) {
          setTyped(formatBadgeCode(code));
        }
        return;
      }
      const { to, state } = hrefOf(outcome);
      await navigate(to, { replace: true, state });
    },
    [mutateAsync, navigate],
  );

  useEffect(() => {
    if (started.current || !scannedCode) return;
    started.current = true;
    void signIn(scannedCode);
  }, [scannedCode, signIn]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = readBadgeCode(typed);
    setUnreadable(code === null);
    if (code) void signIn(code);
  }

  const working = login.isPending || login.isSuccess || (scannedCode !== null && login.isIdle);
  if (working) {
    return (
      <div className={styles.working}>
        <span className={styles.spinner} aria-hidden="true" />
        <p role="status" className={styles.status}>
          {t(`status.${stage}`)}
        </p>
      </div>
    );
  }

  const failure = login.error;
  const wait = failure instanceof ApiError ? failure.retryAfterSeconds : undefined;
  return (
    <>
      {failure && !unreadable ? (
        <Alert>
          {t('failed', { reason: errorText(failure) })}
          {wait ? ` ${t('wait', { count: wait })}` : null}
        </Alert>
      ) : null}
      <form className="form-column" onSubmit={handleSubmit} noValidate>
        <p className={styles.intro}>{t('form.intro')}</p>
        <BadgeCodeField
          name="code"
          label={t('form.label')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setUnreadable(false);
          }}
          error={unreadable ? t('form.invalid', { example: BADGE_CODE_EXAMPLE }) : null}
        />
        <p className="muted-text">{t('form.hint')}</p>
        <Button type="submit" block disabled={typed.trim() === ''}>
          {t('form.submit')}
        </Button>
      </form>
    </>
  );
}
