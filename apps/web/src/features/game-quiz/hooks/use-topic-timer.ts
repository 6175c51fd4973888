import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { serverNow } from '@/lib/session/clock';

type TopicTimerOptions = {
  /** When this player opened the topic (this device's clock). */
  startedAt: number;
  /** The topic's own time limit. */
  limitSeconds: number;
  /** The moderator's quiz deadline (server clock): it wins when it comes first. */
  deadline: number | null;
  running: boolean;
  /** The guide has paused the quiz: the topic's clock stands still too. */
  paused?: boolean;
  onExpire(): void;
};

function secondsLeft(startedAt: number, limitSeconds: number, deadline: number | null): number {
  const own = startedAt + limitSeconds * 1000 - Date.now();
  const quiz = deadline ? deadline - serverNow() : Infinity;
  return Math.max(0, Math.ceil(Math.min(own, quiz) / 1000));
}

/**
 * A topic's countdown: its own limit from the moment the player opened it, cut short by the
 * quiz's server deadline. Calls `onExpire` once when it reaches zero while running. While the
 * guide has paused the quiz it stands still, and the time paused is not counted.
 */
export function useTopicTimer({
  startedAt,
  limitSeconds,
  deadline,
  running,
  paused = false,
  onExpire,
}: TopicTimerOptions): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(startedAt, limitSeconds, deadline));
  const [pausedFor, setPausedFor] = useState(0);
  const pausedSince = useRef<number | null>(null);
  useEffect(() => {
    if (paused) {
      pausedSince.current ??= Date.now();
      return;
    }
    const since = pausedSince.current;
    if (since === null) return;
    pausedSince.current = null;
    setPausedFor((total) => total + Date.now() - since);
  }, [paused]);
  const start = startedAt + pausedFor;
  const expired = useRef(false);
  const expire = useEffectEvent(() => {
    if (expired.current) return;
    expired.current = true;
    onExpire();
  });

  useEffect(() => {
    if (!running || paused) return;
    const tick = () => {
      const left = secondsLeft(start, limitSeconds, deadline);
      setSeconds(left);
      if (left === 0) expire();
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running, paused, start, limitSeconds, deadline]);

  return seconds;
}
