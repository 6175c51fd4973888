import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import styles from './site.module.css';

/** A polite "Loading…" line while a public page's texts are on their way. */
export function LoadingStatus({ text }: { text?: string }) {
  const { t } = useTranslation('site');
  return (
    <p role="status" className="loading-note">
      {text ?? t('loading')}
    </p>
  );
}

type LoadErrorProps = { error: unknown; onRetry: () => void; message?: string };

/** The reason a fetch failed, and a button to try again. */
export function LoadError({ error, onRetry, message }: LoadErrorProps) {
  const { t } = useTranslation('site');
  return (
    <div className={styles.error}>
      <Alert>{message ?? t('loadFailed', { reason: errorText(error) })}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** In place of a widget whose code could not be downloaded (see LoadBoundary). */
export function PartFailed() {
  const { t } = useTranslation('site');
  return <Alert>{t('partFailed')}</Alert>;
}
