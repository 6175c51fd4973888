import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <ContentLayout title={t('notFound.title')} narrow centered>
      <p>{t('notFound.text')}</p>
      <ButtonLink to={paths.home.getHref()}>{t('actions.goHome')}</ButtonLink>
    </ContentLayout>
  );
}
