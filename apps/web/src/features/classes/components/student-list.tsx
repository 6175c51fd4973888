import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatBadgeCode, type ClassDetail, type ClassStudent } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardTable } from '@/components/ui/card-table';
import { Modal } from '@/components/ui/modal';
import { TitledSection } from '@/components/ui/titled-section';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { formatDate } from '@/lib/report-format';
import {
  useDeleteStudent,
  useDownloadStudentData,
  useNewBadge,
  useResetPassword,
} from '../api/classes-api';
import { BadgeDialog } from './badge-dialog';
import { ConfirmDialog } from './confirm-dialog';
import styles from './classes.module.css';

type DialogKind = 'badge' | 'newBadge' | 'reset' | 'delete';
type Open = { kind: DialogKind; student: ClassStudent };

/** The one-time code to reset a linked account's password: asked for, then shown once. */
function ResetPasswordDialog({
  classId,
  student,
  onClose,
}: {
  classId: string;
  student: ClassStudent;
  onClose(): void;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const reset = useResetPassword(classId);
  if (!reset.data) {
    return (
      <ConfirmDialog
        title={t('reset.title', { name: student.name })}
        text={t('reset.text', { account: student.linkedAccount?.username ?? '' })}
        confirmLabel={t('reset.confirm')}
        pending={reset.isPending}
        error={reset.error}
        onConfirm={() => reset.mutate(student.id)}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      title={t('reset.codeTitle', { name: student.name })}
      closeLabel={t('reset.done')}
      onClose={onClose}
    >
      <div className={styles.dialogBody}>
        <p className={styles.oneTimeCode}>{formatBadgeCode(reset.data.code)}</p>
        <p>{t('reset.expires', { time: formatDate(reset.data.expiresAt, language) })}</p>
        <div className={styles.buttonRow}>
          <Button onClick={onClose}>{t('reset.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}

function StudentDialog({
  classId,
  open,
  onClose,
}: {
  classId: string;
  open: Open;
  onClose(): void;
}) {
  const { t } = useTranslation('classes');
  const newBadge = useNewBadge(classId);
  const remove = useDeleteStudent(classId);
  const { student } = open;
  const name = student.name;
  switch (open.kind) {
    case 'badge':
      return <BadgeDialog classId={classId} studentId={student.id} name={name} onClose={onClose} />;
    case 'reset':
      return <ResetPasswordDialog classId={classId} student={student} onClose={onClose} />;
    case 'newBadge':
      return (
        <ConfirmDialog
          title={t('newBadge.title', { name })}
          text={t('newBadge.text', { name })}
          confirmLabel={t('newBadge.confirm')}
          pending={newBadge.isPending}
          error={newBadge.error}
          onConfirm={() => newBadge.mutate(student.id, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('deleteStudent.title', { name })}
          text={t('deleteStudent.text', { number: student.number })}
          confirmLabel={t('deleteStudent.confirm')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(student.id, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
  }
}

function StudentRow({
  student,
  ended,
  onOpen,
  onDownload,
}: {
  student: ClassStudent;
  ended: boolean;
  onOpen(kind: DialogKind): void;
  onDownload(): void;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <tr>
      <td data-label={t('students.number')} className={styles.number}>
        {student.number}
      </td>
      <th scope="row">{student.name}</th>
      <td data-label={t('students.account')}>
        {student.linkedAccount?.username ?? t('students.noAccount')}
      </td>
      <td data-label={t('students.badge')}>
        {student.badgeIssuedAt
          ? formatDate(student.badgeIssuedAt, language)
          : t('students.noBadge')}
      </td>
      <td>
        <div
          className={styles.rowActions}
          role="group"
          aria-label={t('students.actionsFor', { name: student.name })}
        >
          {!ended ? (
            <>
              <Button variant="secondary" onClick={() => onOpen('badge')}>
                {t('students.show')}
              </Button>
              <Button variant="ghost" onClick={() => onOpen('newBadge')}>
                {t('students.newBadge')}
              </Button>
            </>
          ) : null}
          <Button variant="ghost" onClick={onDownload}>
            {t('students.download')}
          </Button>
          {student.linkedAccount ? (
            <Button variant="ghost" onClick={() => onOpen('reset')}>
              {t('students.reset')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => onOpen('delete')}>
            {t('students.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The roster: each student's number, name, linked account and badge, and what the guide can do. */
export function StudentList({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const [open, setOpen] = useState<Open | null>(null);
  const download = useDownloadStudentData(detail.id);
  const headings = ['number', 'name', 'account', 'badge', 'actions'] as const;
  return (
    <TitledSection id="class-students" title={t('students.title')} className={styles.section}>
      {detail.students.length === 0 ? (
        <p className="muted-text">{t('students.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <CardTable label={t('students.tableLabel')} tableClassName={styles.table}>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col">
                    {t(`students.${heading}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.students.map((student) => (
                <StudentRow
                  key={student.id}
                  student={student}
                  ended={detail.endedAt !== null}
                  onOpen={(kind) => setOpen({ kind, student })}
                  onDownload={() =>
                    download.mutate({ studentId: student.id, number: student.number })
                  }
                />
              ))}
            </tbody>
          </CardTable>
        </div>
      )}
      {download.isError ? (
        <Alert>{t('students.downloadFailed', { message: errorText(download.error) })}</Alert>
      ) : null}
      {open ? (
        <StudentDialog classId={detail.id} open={open} onClose={() => setOpen(null)} />
      ) : null}
    </TitledSection>
  );
}
