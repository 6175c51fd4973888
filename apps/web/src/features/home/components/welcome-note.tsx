import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import type { HomePageState } from '@/lib/auth';

/** After a class badge's log-in with no room open yet: who is signed in, and what comes next. */
export function WelcomeNote() {
  const { t } = useTranslation('home');
  const state = useLocation().state as HomePageState | null;
  const name = typeof state?.signedInAs === 'string' ? state.signedInAs : '';
  if (!name) return null;
  return <Alert tone="info">{t('intro.signedInAs', { name })}</Alert>;
}
