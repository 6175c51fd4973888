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
  onExpire(): void;
};

function secondsLeft(startedAt: number, limitSeconds: number, deadline: number | null): number {
  const own = startedAt + limitSeconds * 1000 - Date.now();
  const quiz = deadline ? deadline - serverNow() : Infinity;
  return Math.max(0, Math.ceil(Math.min(own, quiz) / 1000));
}

/**
 * A topic's countdown: its own limit from the moment the player opened it, cut short by the
 * quiz's server deadline. Calls `onExpire` once when it reaches zero while running.
 */
export function useTopicTimer({
  startedAt,
  limitSeconds,
  deadline,
  running,
  onExpire,
}: TopicTimerOptions): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(startedAt, limitSeconds, deadline));
  const expired = useRef(false);
  const expire = useEffectEvent(() => {
    if (expired.current) return;
    expired.current = true;
    onExpire();
  });

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const left = secondsLeft(startedAt, limitSeconds, deadline);
      setSeconds(left);
      if (left === 0) expire();
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running, startedAt, limitSeconds, deadline]);

  return seconds;
}
