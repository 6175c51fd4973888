import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './actions.module.css';

export default function UnauthorizedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ContentLayout title={t('unauthorized.title')} narrow centered>
      <p>{t('unauthorized.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()}>{t('actions.goHome')}</ButtonLink>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('actions.goBack')}
        </Button>
      </div>
    </ContentLayout>
  );
}
