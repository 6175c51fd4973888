import { useTranslation } from 'react-i18next';
import type { LearningMaterial } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useSetMaterialHidden } from '../api/my-materials';
import { articleLinkOf, isVideo, videoLinkOf } from '../utils/materials';
import styles from './my-materials.module.css';

function useDateText() {
  const language = useLanguage();
  return (value: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
      dateStyle: 'medium',
    }).format(new Date(value));
}

type MyMaterialsListProps = {
  materials: LearningMaterial[];
  onEdit(material: LearningMaterial): void;
};

/** The materials this guide added, newest first, each to edit, hide or show again. */
export function MyMaterialsList({ materials, onEdit }: MyMaterialsListProps) {
  const { t } = useTranslation('materials');
  const language = useLanguage();
  const dateText = useDateText();
  const setHidden = useSetMaterialHidden();
  if (materials.length === 0) return <p className={styles.muted}>{t('mine.empty')}</p>;
  return (
    <section aria-labelledby="my-materials-list">
      <h2 id="my-materials-list" className={styles.title}>
        {t('mine.title')}
      </h2>
      {setHidden.isError ? <Alert>{errorText(setHidden.error)}</Alert> : null}
      <ul className={styles.list}>
        {materials.map((material) => {
          const title = language === 'en' ? material.title_en : material.title;
          const link = isVideo(material) ? videoLinkOf(material) : articleLinkOf(material);
          return (
            <li
              key={material._id}
              className={styles.item}
              data-hidden={material.hidden || undefined}
            >
              <a href={link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {title}
                <span className="sr-only"> {t('card.newTab')}</span>
              </a>
              <p className={styles.meta}>
                {t(`card.type.${material.type}`)} ·{' '}
                {t('mine.addedOn', { date: dateText(material.createdAt) })}
                {material.hidden ? ` · ${t('mine.hidden')}` : null}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('mine.editLabel', { title })}
                  onClick={() => onEdit(material)}
                >
                  {t('mine.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t(material.hidden ? 'mine.restoreLabel' : 'mine.hideLabel', {
                    title,
                  })}
                  disabled={setHidden.isPending}
                  onClick={() => setHidden.mutate({ id: material._id, hidden: !material.hidden })}
                >
                  {t(material.hidden ? 'mine.restore' : 'mine.hide')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
