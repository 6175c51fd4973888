import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningMaterial } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useDeleteLearningMaterial } from '../api/delete-learning-material';
import { learningMaterialsQueryOptions } from '../api/get-learning-materials';
import { articleLinkOf, isVideo, videoLinkOf } from '../utils/materials';
import styles from './added-materials.module.css';

function useTitleOf() {
  const language = useLanguage();
  return (material: LearningMaterial) => (language === 'en' ? material.title_en : material.title);
}

function useDateText() {
  const language = useLanguage();
  return (value: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
      dateStyle: 'medium',
    }).format(new Date(value));
}

type RowProps = {
  material: LearningMaterial;
  confirming: boolean;
  removing: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

function AddedMaterialRow({
  material,
  confirming,
  removing,
  onAsk,
  onCancel,
  onConfirm,
}: RowProps) {
  const { t } = useTranslation('materials');
  const titleOf = useTitleOf();
  const dateText = useDateText();
  const title = titleOf(material);
  const questionId = useId();
  const link = isVideo(material) ? videoLinkOf(material) : articleLinkOf(material);
  return (
    <li className={styles.row}>
      <div className={styles.details}>
        <span className={styles.badge}>{t(`card.type.${material.type}`)}</span>
        <a href={link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {title}
          <span className="sr-only"> {t('card.newTab')}</span>
        </a>
        <span className={styles.date}>
          {t('added.addedOn', { date: dateText(material.createdAt) })}
        </span>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={questionId}>
          <p id={questionId} className={styles.question}>
            {t('added.confirm', { title })}
          </p>
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={onCancel} disabled={removing} autoFocus>
              {t('added.confirmNo')}
            </Button>
            <Button
              className={styles.danger}
              onClick={onConfirm}
              disabled={removing}
              aria-busy={removing}
            >
              {removing ? t('added.removing') : t('added.confirmYes')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          className={styles.remove}
          onClick={onAsk}
          aria-label={t('added.removeLabel', { title })}
        >
          {t('added.remove')}
        </Button>
      )}
    </li>
  );
}

/** The materials this guide added, newest first, each removable after a confirmation. */
export function AddedMaterials({ userId }: { userId: string }) {
  const { t } = useTranslation('materials');
  const titleOf = useTitleOf();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const mine = useQuery({
    ...learningMaterialsQueryOptions,
    select: (materials) =>
      (Array.isArray(materials) ? materials : []).filter((m) => m.addedBy === userId),
  });
  const remove = useDeleteLearningMaterial();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [removedTitle, setRemovedTitle] = useState<string | null>(null);

  function confirmRemove(material: LearningMaterial) {
    setRemovedTitle(null);
    remove.mutate(material._id, {
      onSuccess: () => {
        setConfirmingId(null);
        setRemovedTitle(titleOf(material));
        // The row and its buttons are gone: keep the keyboard user in this list.
        headingRef.current?.focus();
      },
    });
  }

  const materials = mine.data ?? [];
  return (
    <section className={styles.added} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('added.title')}
      </h3>
      {removedTitle ? (
        <Alert tone="success">{t('added.removed', { title: removedTitle })}</Alert>
      ) : null}
      {remove.isError ? <Alert>{errorText(remove.error)}</Alert> : null}
      {mine.isSuccess && materials.length === 0 ? (
        <p className={styles.empty}>{t('added.empty')}</p>
      ) : null}
      {materials.length > 0 ? (
        <ul className={styles.list}>
          {materials.map((material) => (
            <AddedMaterialRow
              key={material._id}
              material={material}
              confirming={confirmingId === material._id}
              removing={remove.isPending && remove.variables === material._id}
              onAsk={() => {
                remove.reset();
                setRemovedTitle(null);
                setConfirmingId(material._id);
              }}
              onCancel={() => setConfirmingId(null)}
              onConfirm={() => confirmRemove(material)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
