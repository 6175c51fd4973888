import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Panel } from './round-screen';
import styles from './target-form.module.css';

type TargetFormProps = {
  picked: string | null;
  /** Sends the picked player (nothing is sent while none is picked). */
  onSend: (picked: string) => void;
  pending: boolean;
  /** The button's words (its "sending…" too). */
  label: string;
  /** Nobody can be picked: the button stays off and asks for nothing. */
  blocked?: boolean;
  /** The look of "pick someone first" (a centred hint by default). */
  hintClassName?: string;
  /** The players to pick from, and any note or error above the button. */
  children: ReactNode;
};

/** A panel's form to pick one player (a vote, a night action, a special action) and send it. */
export function TargetForm({
  picked,
  onSend,
  pending,
  label,
  blocked = false,
  hintClassName = styles.hint,
  children,
}: TargetFormProps) {
  const { t } = useTranslation('round');
  const hintId = useId();
  return (
    <Panel>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) onSend(picked);
        }}
      >
        {children}
        <Button
          type="submit"
          block
          disabled={!picked || blocked || pending}
          aria-describedby={picked ? undefined : hintId}
        >
          {label}
        </Button>
        {picked || blocked ? null : (
          <p id={hintId} className={hintClassName}>
            {t('roleExecute.pickFirst')}
          </p>
        )}
      </form>
    </Panel>
  );
}
