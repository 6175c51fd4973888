import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { GAME_DELAYS_MS } from '@/config/timing';
import { contentUrl } from '@/lib/content-url';
import styles from './narrative.module.css';

const MUSIC_PATH = '/content/audio/narrative-loop.ogg';
/** The spec's narrative music volume. */
export const MUSIC_VOLUME = 0.3;
/** A file that fails to load is tried again a few times, a second apart, then left alone. */
const MAX_RETRIES = 3;

type MusicState = 'starting' | 'playing' | 'paused' | 'blocked';

/**
 * Looping background music at volume 0.3. It starts by itself where the browser allows; when
 * autoplay is blocked a "Click to play music" button starts it, and a load error retries after 1 s.
 */
export function NarrativeMusic() {
  const { t } = useTranslation('narrative');
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<MusicState>('starting');

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = MUSIC_VOLUME;
    let active = true;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      // Older browsers (and jsdom) return nothing instead of a promise.
      Promise.resolve(audio.play()).catch((error: unknown) => {
        if (active && error instanceof DOMException && error.name === 'NotAllowedError') {
          setState('blocked');
        }
      });
    };
    const onError = () => {
      if (retries >= MAX_RETRIES) return;
      retries += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        audio.load();
        start();
      }, GAME_DELAYS_MS.audioRetry);
    };
    const onPlay = () => setState('playing');
    const onPause = () => setState((current) => (current === 'blocked' ? current : 'paused'));
    audio.addEventListener('error', onError);
    audio.addEventListener('playing', onPlay);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    start();
    return () => {
      active = false;
      clearTimeout(retryTimer);
      audio.removeEventListener('error', onError);
      audio.removeEventListener('playing', onPlay);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.pause();
    };
  }, []);

  function play() {
    const audio = audioRef.current;
    if (!audio) return;
    Promise.resolve(audio.play())
      .then(() => setState('playing'))
      .catch(() => setState('blocked'));
  }

  function pause() {
    audioRef.current?.pause();
    setState('paused');
  }

  return (
    <div className={styles.music} role="group" aria-label={t('music.label')}>
      <audio ref={audioRef} src={contentUrl(MUSIC_PATH)} loop preload="auto" />
      {state === 'blocked' ? (
        <Button onClick={play} className={styles.musicButton}>
          <NoteIcon />
          {t('music.blocked')}
        </Button>
      ) : state === 'playing' ? (
        <Button variant="ghost" onClick={pause}>
          <NoteIcon />
          {t('music.pause')}
        </Button>
      ) : state === 'paused' ? (
        <Button variant="ghost" onClick={play}>
          <NoteIcon />
          {t('music.play')}
        </Button>
      ) : null}
    </div>
  );
}

function NoteIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M9 18V5l11-2v13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="6.5" cy="18" r="2.5" fill="currentColor" />
      <circle cx="17.5" cy="16" r="2.5" fill="currentColor" />
    </svg>
  );
}
