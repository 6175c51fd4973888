import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useRouteError } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './actions.module.css';

/** Shown when a route fails to load or render. Not lazy: it must work when loading fails. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ContentLayout title={t('routeError.title')} narrow centered>
      <p>{t('routeError.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()} reloadDocument>
          {t('actions.goHome')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </div>
    </ContentLayout>
  );
}
