import { useTranslation } from '@/lib/use-translation';
import {
  timingDurationMs,
  topicDurationMs,
  type AccessibilityMode,
  type GameTimings,
} from '@ecoscha/game';

/** What a session's durations depend on: its own timings and its accessibility mode. */
export type TimedSession = { timings?: GameTimings; accessibility?: AccessibilityMode };

/** Whole seconds one of the session's timed stretches lasts, as its clock will run. */
export const sessionSeconds = (session: TimedSession, timing: keyof GameTimings) =>
  Math.round(timingDurationMs(session, timing) / 1000);

/** Whole seconds a student has for one quiz topic in this session. */
export const topicSeconds = (session: TimedSession) => Math.round(topicDurationMs(session) / 1000);

/** A length of time in words: "1 minute", "30 seconds", "4 minutes 30 seconds". */
export function useDurationText() {
  const { t } = useTranslation('game');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (minutes === 0) return t('duration.seconds', { count: rest });
    if (rest === 0) return t('duration.minutes', { count: minutes });
    return t('duration.minutesSeconds', {
      minutes: t('duration.minutes', { count: minutes }),
      seconds: t('duration.seconds', { count: rest }),
    });
  };
}
