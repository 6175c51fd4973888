import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/i18n';
import styles from './classes.module.css';

type ConfirmDialogProps = {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The confirmed action is under way: both buttons wait. */
  pending: boolean;
  /** Why the action failed (an API error, shown translated). */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
};

/** A question before an action that cannot be undone: its consequences, then confirm or cancel. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('classes');
  return (
    <Modal title={title} closeLabel={t('confirm.cancel')} onClose={onClose}>
      <div className={styles.dialogBody}>
        <p>{text}</p>
        {error ? <Alert>{errorText(error)}</Alert> : null}
        <div className={styles.buttonRow}>
          <Button className={styles.danger} disabled={pending} onClick={onConfirm}>
            {pending ? t('confirm.working') : confirmLabel}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
