import { useTranslation } from '@/lib/use-translation';
import { isModeratorRole } from '@ecoscha/game';
import { PageHeader } from '@/components/site/page-header';
import { useAuth } from '@/lib/auth';
import { GuideMaterialsPanel } from './guide-materials-panel';
import { ArticlesSection, VideosSection } from './learning-materials';
import styles from './learning-materials.module.css';

/** All the learning materials on a page of their own; a guide can add some here. */
export function LearningMaterialsPage() {
  const { t } = useTranslation('materials');
  const { user, roleId } = useAuth();
  return (
    <div className={styles.page}>
      <PageHeader title={t('page.title')} lead={t('page.intro')} />
      {user && isModeratorRole(roleId) ? <GuideMaterialsPanel /> : null}
      <ArticlesSection />
      <VideosSection />
    </div>
  );
}
