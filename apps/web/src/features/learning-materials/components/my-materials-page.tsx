import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningMaterial } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMyMaterials } from '../api/my-materials';
import { AddMaterialForm } from './add-material-form';
import { MyMaterialsList } from './my-materials-list';
import styles from './my-materials.module.css';

type Editing = { material?: LearningMaterial } | null;

/** /my-materials: the materials the guide added (add, edit, hide, show again; never delete). */
export function MyMaterialsPage() {
  const { t } = useTranslation('materials');
  const mine = useMyMaterials();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) {
    return (
      <AddMaterialForm
        key={editing.material?._id ?? 'new'}
        editing={editing.material}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
        withPreview
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('mine.intro')}</p>
      <div className={styles.actions}>
        <Button onClick={() => setEditing({})}>{t('manage.open')}</Button>
      </div>
      {mine.isPending ? (
        <p className={styles.muted} role="status">
          {t('list.loading')}
        </p>
      ) : null}
      {mine.isError ? <Alert>{t('mine.loadFailed')}</Alert> : null}
      {mine.data ? (
        <MyMaterialsList materials={mine.data} onEdit={(material) => setEditing({ material })} />
      ) : null}
    </div>
  );
}
