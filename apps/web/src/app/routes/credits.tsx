import { useTranslation } from 'react-i18next';
import { SitePage } from '@/components/site/site-page';
import { CreditsSections } from '@/features/credits/components/credits-sections';

/** `/credits`: music, pictures and icons, special thanks, and back home. */
export default function CreditsRoute() {
  const { t } = useTranslation('credits');
  return (
    <SitePage title={t('title')} lead={t('lead')}>
      {(content) => <CreditsSections credits={content.credits} />}
    </SitePage>
  );
}
