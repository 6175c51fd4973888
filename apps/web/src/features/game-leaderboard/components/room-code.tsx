import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { GAME_DELAYS_MS } from '@/config/timing';
import styles from './room-code.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The room code, large enough to read from the back of a class, with a copy button. */
export function RoomCode({ code }: { code: string }) {
  const { t } = useTranslation('leaderboard');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), GAME_DELAYS_MS.roomCodeCopied);
  }

  return (
    <div className={styles.box}>
      <span className={styles.label}>{t('roomCode.label')}</span>
      <div className={styles.row}>
        <strong className={styles.code}>{code}</strong>
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t('roomCode.copyLabel', { code })}
        >
          {t('roomCode.copy')}
        </Button>
      </div>
      <p role="status" className={state === 'failed' ? styles.failed : styles.copied}>
        {state === 'copied' ? t('roomCode.copied') : null}
        {state === 'failed' ? t('roomCode.copyFailed') : null}
      </p>
    </div>
  );
}
