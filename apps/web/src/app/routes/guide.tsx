import { useTranslation } from 'react-i18next';
import { SitePage } from '@/components/site/site-page';
import { GuideSections } from '@/features/guide/components/guide-sections';

/** `/guide`: the objective, the steps of a game and tips. */
export default function GuideRoute() {
  const { t } = useTranslation('guide');
  return (
    <SitePage title={t('title')} lead={t('lead')}>
      {(content) => <GuideSections guide={content.guide} />}
    </SitePage>
  );
}
