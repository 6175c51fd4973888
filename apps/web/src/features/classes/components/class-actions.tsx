import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import type { ClassDetail } from '@ecoscha/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { ControlBox } from '@/components/ui/control-box';
import { paths } from '@/config/paths';
import { useDeleteClass, useEndClass, useNewBadgesForAll } from '../api/classes-api';
import { ConfirmDialog } from './confirm-dialog';
import styles from './classes.module.css';

type Action = 'renewAll' | 'end' | 'deleteClass';

/** The class's badges (print, renew all) and its end: ending voids the badges, deleting removes all. */
export function ClassActions({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Action | null>(null);
  const renewAll = useNewBadgesForAll(detail.id);
  const end = useEndClass(detail.id);
  const remove = useDeleteClass(detail.id);
  const mutations = { renewAll, end, deleteClass: remove };
  const ended = detail.endedAt !== null;
  const close = () => setAsking(null);

  function confirm(action: Action) {
    if (action === 'deleteClass') {
      remove.mutate(undefined, { onSuccess: () => void navigate(paths.classes.getHref()) });
    } else {
      mutations[action].mutate(undefined, { onSuccess: close });
    }
  }

  return (
    <ControlBox id="class-actions" title={t('actions.title')} className={styles.box}>
      <div className={styles.buttonRow}>
        {!ended && detail.students.length > 0 ? (
          <ButtonLink to={paths.classBadges.getHref({ id: detail.id })}>
            {t('actions.print')}
          </ButtonLink>
        ) : null}
        {!ended && detail.students.length > 0 ? (
          <Button variant="secondary" onClick={() => setAsking('renewAll')}>
            {t('actions.renewAll')}
          </Button>
        ) : null}
        {!ended ? (
          <Button variant="ghost" onClick={() => setAsking('end')}>
            {t('actions.end')}
          </Button>
        ) : null}
        <Button className={styles.danger} onClick={() => setAsking('deleteClass')}>
          {t('actions.delete')}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t(`${asking}.title`, { name: detail.name })}
          text={t(`${asking}.text`)}
          confirmLabel={t(`${asking}.confirm`)}
          pending={mutations[asking].isPending}
          error={mutations[asking].error}
          onConfirm={() => confirm(asking)}
          onClose={close}
        />
      ) : null}
    </ControlBox>
  );
}
