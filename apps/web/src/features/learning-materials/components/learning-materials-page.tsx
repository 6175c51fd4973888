import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/site/page-header';
import { ArticlesSection, VideosSection } from './learning-materials';
import styles from './learning-materials.module.css';

/** All the learning materials on a page of their own. */
export function LearningMaterialsPage() {
  const { t } = useTranslation('materials');
  return (
    <div className={styles.page}>
      <PageHeader title={t('page.title')} lead={t('page.intro')} />
      <ArticlesSection />
      <VideosSection />
    </div>
  );
}
