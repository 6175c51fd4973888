import { useTranslation } from '@/lib/use-translation';
import {
  SESSION_TIMING_LIMITS,
  SESSION_TIMING_NAMES,
  type SessionTimingName,
  type SessionTimings,
} from '@ecoscha/contracts';
import { useTimingDefaults } from '../api/timing-defaults';
import styles from './time-settings.module.css';

/** The durations offered for each timer, in seconds (the room's default is always offered). */
const CHOICES: Record<SessionTimingName, readonly number[]> = {
  quizSeconds: [180, 240, 300, 360, 480, 600, 900],
  discussionSeconds: [60, 120, 180, 240, 300, 420, 600],
  votingSeconds: [15, 20, 30, 45, 60, 90, 120],
  closingQuizSeconds: [180, 240, 300, 360, 480, 600],
};

type TimeSettingsProps = {
  /** Only the durations the guide changed; the rest stay the server's. */
  value: SessionTimings;
  onChange(value: SessionTimings): void;
};

/**
 * The guide's time settings for the room they open: the opening quiz, the discussion, the vote
 * and the closing quiz, each a choice of sensible durations with the room's default marked.
 */
export function TimeSettings({ value, onChange }: TimeSettingsProps) {
  const { t } = useTranslation('roleRoom');
  const defaults = useTimingDefaults();
  const duration = (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (minutes === 0) return t('time.seconds', { count: rest });
    if (rest === 0) return t('time.minutes', { count: minutes });
    return t('time.minutesSeconds', { minutes, seconds: rest });
  };

  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t('time.title')}</summary>
      <p className={styles.hint}>{t('time.hint')}</p>
      <div className={styles.grid}>
        {SESSION_TIMING_NAMES.map((name) => {
          const fallback = defaults[name];
          const { min, max } = SESSION_TIMING_LIMITS[name];
          const offered = [...new Set([...CHOICES[name], fallback])]
            .filter((s) => s === fallback || (s >= min && s <= max))
            .sort((a, b) => a - b);
          const id = `time-${name}`;
          return (
            <div key={name} className="select-field">
              <label htmlFor={id} className="select-label">
                {t(`time.fields.${name}`)}
              </label>
              <select
                id={id}
                className="select-box"
                value={value[name] ?? fallback}
                onChange={(event) => {
                  const seconds = Number(event.target.value);
                  const { [name]: _old, ...rest } = value;
                  onChange(seconds === fallback ? rest : { ...rest, [name]: seconds });
                }}
              >
                {offered.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {seconds === fallback
                      ? t('time.default', { duration: duration(seconds) })
                      : duration(seconds)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </details>
  );
}
