import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AddMaterialForm } from './add-material-form';
import styles from './guide-materials-panel.module.css';

/**
 * For a guide only: add a material to the lists. The ones they added are edited, hidden or shown
 * again on /my-materials.
 */
export function GuideMaterialsPanel() {
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
      <p className={styles.mine}>
        <ButtonLink variant="secondary" to={paths.myMaterials.getHref()}>
          {t('manage.mine')}
        </ButtonLink>
      </p>
    </section>
  );
}
