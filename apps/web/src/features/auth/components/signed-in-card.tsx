import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useApplyCard } from '../api/apply-card';

/**
 * A character card scanned by someone already signed in (a class badge's student has no
 * password to log in with again): the card becomes their role, then on to the landing page as
 * after a login with the card.
 */
export function SignedInCard({ character }: { character: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const apply = useApplyCard();
  const { mutateAsync } = apply;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutateAsync(character).then(
      () => navigate(paths.landing.getHref({ character }), { replace: true }),
      () => undefined, // The mutation keeps the error; it is shown below.
    );
  }, [character, mutateAsync, navigate]);

  if (apply.isError) {
    return (
      <>
        <Alert>{t('card.failed', { reason: errorText(apply.error) })}</Alert>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          {t('card.home')}
        </ButtonLink>
      </>
    );
  }
  return <p role="status">{t('card.applying')}</p>;
}
