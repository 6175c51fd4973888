import { useTranslation } from '@/lib/use-translation';
import { formatBadgeCode } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { useQrCodes } from '@/lib/qr-codes';
import { errorText } from '@/lib/i18n';
import { useStudentBadge } from '../api/classes-api';
import { useBadgeLink } from '../hooks/use-badge-link';
import styles from './classes.module.css';

type BadgeDialogProps = { classId: string; studentId: string; name: string; onClose(): void };

/** One student's badge on screen, big enough to scan from the guide's laptop or phone. */
export function BadgeDialog({ classId, studentId, name, onClose }: BadgeDialogProps) {
  const { t } = useTranslation('classes');
  const badge = useStudentBadge(classId, studentId);
  const { linkOf, entryOf } = useBadgeLink();
  const link = badge.data ? linkOf(badge.data.code, badge.data.loginUrl) : '';
  const qr = useQrCodes(link ? [link] : [])[link];
  return (
    <Modal title={t('badge.title', { name })} closeLabel={t('badge.close')} onClose={onClose}>
      {badge.isPending ? <p className="loading-note">{t('badge.loading')}</p> : null}
      {badge.isError ? <Alert>{errorText(badge.error)}</Alert> : null}
      {badge.data ? (
        <div className={styles.badgeCard}>
          {qr ? <img className={styles.badgeQr} src={qr} alt={t('badge.qr', { name })} /> : null}
          <p className={styles.badgeCode}>{formatBadgeCode(badge.data.code)}</p>
          <p className={styles.badgeName}>{name}</p>
          <p className="muted-text">
            {t('badge.instruction', { address: entryOf(badge.data.loginUrl) })}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
