import { useTranslation } from '@/lib/use-translation';
import type { NightStep } from '../utils/night-steps';
import styles from './step-tracker.module.css';
import { Icon } from './icon';

type StepTrackerProps = { steps: NightStep[]; current: NightStep; label: string };

/** The night's steps in order: done ones ticked, the current one highlighted. */
export function StepTracker({ steps, current, label }: StepTrackerProps) {
  const { t } = useTranslation('round');
  const currentIndex = steps.indexOf(current);
  return (
    <ol className="row-list" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <span>
              {t(`steps.${step}.label`)}
              {state === 'done' ? (
                <span className="sr-only">{` (${t('moderatorNight.stepDone')})`}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
