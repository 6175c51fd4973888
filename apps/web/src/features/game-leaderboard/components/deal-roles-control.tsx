import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { recommendedRoleMix } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useDealRoles } from '../api/deal-roles';
import styles from './practice-seats-control.module.css';
import { ControlBox } from '@/components/ui/control-box';

/**
 * The lobby's "Deal roles in the app": instead of paper cards, the server deals the recommended
 * mix for the players in the room at random; each phone then shows its own role.
 */
export function DealRolesControl() {
  const { t } = useTranslation('cards');
  const { view, sessionId } = useGame();
  const deal = useDealRoles(sessionId);
  const titleId = useId();
  const count = view.players.length;
  const mix = recommendedRoleMix(count);

  return (
    <ControlBox
      id={titleId}
      title={t('deal.title')}
      hint={t('deal.hint', { count })}
      className={styles.box}
    >
      {count > 0 ? (
        <p className={styles.inRoom}>
          {t('deal.mix', {
            villains: mix.waste_villain,
            guardians: mix.green_guardian,
            managers: mix.waste_manager,
            citizens: mix.eco_citizen,
          })}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="secondary"
          disabled={count === 0 || deal.isPending}
          aria-busy={deal.isPending}
          onClick={() => deal.mutate()}
        >
          {deal.isPending ? t('deal.pending') : deal.isSuccess ? t('deal.again') : t('deal.button')}
        </Button>
      </div>
      {deal.isSuccess ? (
        <p role="status" className="box-hint">
          {t('deal.done')}
        </p>
      ) : null}
      {deal.error ? <Alert>{errorText(deal.error)}</Alert> : null}
    </ControlBox>
  );
}
