import { useTranslation } from 'react-i18next';
import { SitePage } from '@/components/site/site-page';
import { AboutSections } from '@/features/about/components/about-sections';

/** `/about`: our story, the story gallery, the team and the contact details. */
export default function AboutRoute() {
  const { t } = useTranslation('about');
  return (
    <SitePage title={t('title')} lead={t('lead')}>
      {(content) => <AboutSections about={content.about} />}
    </SitePage>
  );
}
