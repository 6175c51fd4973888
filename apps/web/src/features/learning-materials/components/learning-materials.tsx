import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { LearningMaterial } from '@ecoscha/contracts';
import site from '@/components/site/site.module.css';
import { Alert } from '@/components/ui/alert';
import { useLearningMaterials } from '../api/get-learning-materials';
import styles from './learning-materials.module.css';
import { ArticleCard, SampleCard, VideoCard, type SampleNews } from './material-cards';
import { MaterialList } from './material-list';

type SectionProps = {
  id: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
};

function MaterialSection({ id, title, intro, className, children }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={[site.collection, styles.section, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}

const keyOfMaterial = (material: LearningMaterial) => material._id;

function Loading() {
  const { t } = useTranslation('materials');
  return (
    <p role="status" className={styles.loading}>
      {t('list.loading')}
    </p>
  );
}

/** Articles and the three sample news items that stand in when there are none (spec section 8). */
export function ArticlesSection({ className }: { className?: string }) {
  const { t } = useTranslation('materials');
  const materials = useLearningMaterials();
  const samples = t('samples', { returnObjects: true }) as SampleNews[];
  const articles = materials.data?.articles ?? [];
  const showSamples = materials.isError || (materials.isSuccess && articles.length === 0);
  return (
    <MaterialSection
      id="articles"
      title={t('articles.title')}
      intro={t('articles.intro')}
      className={className}
    >
      {materials.isPending ? <Loading /> : null}
      {materials.isError ? <Alert tone="info">{t('articles.failed')}</Alert> : null}
      {materials.isSuccess && articles.length === 0 ? (
        <p className={styles.empty}>
          {t('articles.empty')} {t('articles.samplesIntro')}
        </p>
      ) : null}
      {showSamples ? (
        <MaterialList
          items={samples}
          keyOf={(sample) => sample.title}
          renderItem={(sample) => <SampleCard sample={sample} />}
          paginationLabel={t('articles.pagination')}
        />
      ) : (
        <MaterialList
          items={articles}
          keyOf={keyOfMaterial}
          renderItem={(material) => <ArticleCard material={material} />}
          paginationLabel={t('articles.pagination')}
        />
      )}
    </MaterialSection>
  );
}

export function VideosSection({ className }: { className?: string }) {
  const { t } = useTranslation('materials');
  const materials = useLearningMaterials();
  const videos = materials.data?.videos ?? [];
  return (
    <MaterialSection
      id="videos"
      title={t('videos.title')}
      intro={t('videos.intro')}
      className={className}
    >
      {materials.isPending ? <Loading /> : null}
      {!materials.isPending && videos.length === 0 ? (
        <p className={styles.empty}>{t('videos.empty')}</p>
      ) : null}
      <MaterialList
        items={videos}
        keyOf={keyOfMaterial}
        renderItem={(material) => <VideoCard material={material} />}
        paginationLabel={t('videos.pagination')}
      />
    </MaterialSection>
  );
}
