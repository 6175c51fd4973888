import { useTranslation } from '@/lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import styles from './landing-screen.module.css';

/** After sign-up or login with a card: the logo and a play button into the role explanation. */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  const [searchParams] = useSearchParams();
  const character = searchParams.get('character')?.trim();
  if (!character) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <ContentLayout
      title={t('landing.title')}
      narrow
      centered
      before={<Logo size={120} className={styles.logo} />}
    >
      <p className={styles.text}>{t('landing.text')}</p>
      <ButtonLink to={paths.roleExplanationRoom.getHref({ character })} className={styles.play}>
        {t('landing.play')}
      </ButtonLink>
    </ContentLayout>
  );
}
