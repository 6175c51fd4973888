import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { parseWirePhase, type AccessibilityMode, type WirePhase } from '@ecoscha/game';
import { useDurationText } from '@/lib/session/durations';
import { useSessionClock, type SessionClock } from '@/lib/session/use-countdown';
import { useAnnounce } from './announcer';
import { milestonePassed } from './milestones';

/** What the announcements read of a session: its phase, round, clock and accessibility mode. */
export type AnnouncedSession = {
  currentRound: number;
  gameState: SessionClock & { phase: WirePhase };
  accessibility?: AccessibilityMode;
};

/**
 * Announces a countdown's milestones (1 minute, 30 s, 10 s left) as it passes them, while
 * `enabled`; never every second, never on a clock that stands still or goes up.
 */
export function useMilestoneAnnouncements(seconds: number, enabled: boolean): void {
  const { t } = useTranslation('game');
  const announce = useAnnounce();
  const duration = useDurationText();
  const last = useRef<number | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = seconds;
    if (!enabled || before === null) return;
    const milestone = milestonePassed(before, seconds);
    if (milestone !== undefined) announce(t('announce.timeLeft', { time: duration(milestone) }));
  });
}

/**
 * A game screen's announcements: every phase change by its name (always: it is short and only
 * heard by screen readers), with the time on its clock; in the accessibility mode also the
 * clock's milestones.
 */
export function useGameAnnouncements(session: AnnouncedSession): void {
  const { t } = useTranslation('game');
  const announce = useAnnounce();
  const duration = useDurationText();
  const { seconds, paused } = useSessionClock(session.gameState);
  const phase = session.gameState.phase;
  const shownPhase = useRef(phase);
  const mode = session.accessibility !== undefined;

  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    const rules = parseWirePhase(phase)?.phase;
    if (!rules) return;
    const name = t(`phases.${rules}`, { round: session.currentRound });
    announce(
      seconds > 0 && !paused
        ? t('announce.phaseTimed', { phase: name, time: duration(seconds) })
        : t('announce.phase', { phase: name }),
    );
  }, [phase, seconds, paused, session.currentRound, announce, duration, t]);

  useMilestoneAnnouncements(seconds, mode && !paused);
}
