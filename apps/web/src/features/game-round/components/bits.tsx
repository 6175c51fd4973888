import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { WinOutcome } from '@ecoscha/game';
import { Button } from '@/components/ui/button';
import styles from './bits.module.css';
import { Icon } from './icon';
import { TitledSection } from '@/components/ui/titled-section';

/** The banner of the read-only previews of the guide's screens. */
export function PreviewBanner({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('round');
  return (
    <div className={styles.banner} role="note">
      <strong>{t('preview.banner')}</strong>
      <p>{t('preview.text')}</p>
      {children}
    </div>
  );
}

/** Who won and why, in the spec's words. */
export function WinNotice({ outcome }: { outcome: Pick<WinOutcome, 'winner' | 'winReason'> }) {
  const { t } = useTranslation(['round', 'game']);
  const headingId = useId();
  return (
    <TitledSection id={headingId} title={t('round:common.winHeading')} className={styles.win}>
      <p>{t(`game:winReasons.${outcome.winReason}`)}</p>
    </TitledSection>
  );
}

/**
 * Secrets (roles, night choices) stay folded until the guide opens them on purpose, so a
 * projector never shows them by accident.
 */
export function DetailsToggle({ children }: { children: ReactNode }) {
  const { t } = useTranslation('round');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.toggle}>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('common.hideDetails') : t('common.showDetails')}
        </Button>
      </div>
      <p className={styles.toggleHint}>{t('common.detailsHint')}</p>
      <div id={regionId} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}

/** A done/confirmation line with a tick. */
export function Confirmation({ children }: { children: ReactNode }) {
  return (
    <div className={styles.status} role="status">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name="check" size={20} />
      </span>
      <div>{children}</div>
    </div>
  );
}
