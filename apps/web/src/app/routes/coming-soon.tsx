import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type commonEn from '@/locales/en/common.json';

export type ScreenKey = keyof typeof commonEn.screens;
export type ScreenHandle = { titleKey: ScreenKey };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The one placeholder for every screen a later issue builds; its title comes from the route. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => isScreenHandle(match.handle))?.handle;
  const titleKey = isScreenHandle(handle) ? handle.titleKey : 'home';
  const title = t('comingSoon.title', { screen: t(`screens.${titleKey}`) });
  return (
    <ContentLayout title={title} centered>
      <p>{t('comingSoon.text')}</p>
      {titleKey === 'home' ? null : (
        <ButtonLink to={paths.home.getHref()}>{t('actions.goHome')}</ButtonLink>
      )}
    </ContentLayout>
  );
}
