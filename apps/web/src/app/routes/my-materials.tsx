import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { MyMaterialsPage } from '@/features/learning-materials/components/my-materials-page';

/** /my-materials (guides only): the learning materials they added, to edit, hide or restore. */
export default function MyMaterialsRoute() {
  const { t } = useTranslation('materials');
  return (
    <ContentLayout title={t('mine.pageTitle')}>
      <GuideContentNav />
      <MyMaterialsPage />
    </ContentLayout>
  );
}
