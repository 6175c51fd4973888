import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AddMaterialForm } from './add-material-form';
import { AddedMaterials } from './added-materials';
import styles from './guide-materials-panel.module.css';

/** For a guide only: add a material to the lists, and remove the ones they added. */
export function GuideMaterialsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('materials');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.header}>
        <div className={styles.text}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {t('manage.title')}
          </h2>
          <p className={styles.intro}>{t('manage.intro')}</p>
        </div>
        <Button
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('manage.close') : t('manage.open')}
        </Button>
      </div>
      {/* Hidden rather than removed, so what was typed survives closing the form. */}
      <div id={`${id}-form`} hidden={!open}>
        <AddMaterialForm />
      </div>
      <AddedMaterials userId={userId} />
    </section>
  );
}
