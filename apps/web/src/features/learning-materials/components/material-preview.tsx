import { useTranslation } from '@/lib/use-translation';
import type { LearningMaterial } from '@ecoscha/contracts';
import { PhonePreview } from '@/components/content-editor/phone-preview';
import type { MaterialFormValues } from '../utils/material-form';
import { ArticleCard, VideoCard } from './material-cards';
import styles from './learning-materials.module.css';

/** The form's values as the list's material (texts as typed, shown as text). */
function asMaterial(values: MaterialFormValues, createdAt: string): LearningMaterial {
  return {
    _id: 'preview',
    type: values.type,
    title: values.title,
    title_en: values.title_en,
    url: values.url,
    source_credit: { platform: values.platform, author: values.author || undefined },
    description: values.description || undefined,
    description_en: values.description_en || undefined,
    publishedAt: values.publishedAt || undefined,
    createdAt,
  };
}

/** The material's card as the learning-materials page shows it on a phone, in either language. */
export function MaterialPreview({
  values,
  createdAt = new Date().toISOString(),
}: {
  values: MaterialFormValues;
  createdAt?: string;
}) {
  const { t } = useTranslation('materials');
  const material = asMaterial(values, createdAt);
  const started = values.title.trim() || values.title_en.trim();
  return (
    <PhonePreview empty={started ? undefined : t('form.previewEmpty')}>
      {(language) => (
        <div className={styles.list}>
          {values.type === 'video' ? (
            <VideoCard material={material} language={language} />
          ) : (
            <ArticleCard material={material} language={language} />
          )}
        </div>
      )}
    </PhonePreview>
  );
}
