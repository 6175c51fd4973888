import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ClassListPage } from '@/features/classes/components/class-list-page';

/** /classes (guides only): the guide's classes, and a new one. */
export default function ClassesRoute() {
  const { t } = useTranslation('classes');
  return (
    <ContentLayout title={t('list.title')}>
      <ClassListPage />
    </ContentLayout>
  );
}
