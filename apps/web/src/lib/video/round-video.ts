import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API, pathTo, type Language, type LearningMaterial } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useReachableImage } from './use-reachable-image';
import { youTubeId, youTubeProbeUrl } from './youtube';

/**
 * GET /api/learning-materials/round/:round: the round's video (404 when there is none). The
 * session id lets the server note the video the guide shows.
 */
export function useRoundVideo(sessionId: string, round: number) {
  return useQuery({
    queryKey: ['round-video', sessionId, round],
    queryFn: ({ signal }) =>
      api.get<LearningMaterial>(
        `${pathTo(API.learningMaterialForRound, { round: Math.max(1, round) })}?sessionId=${encodeURIComponent(sessionId)}`,
        { signal },
      ),
    retry: false,
  });
}

/** The address a video plays from. */
export const videoAddress = (material: LearningMaterial) => material.videoUrl ?? material.url;

/** A material's title in the screen's language. */
export const videoTitle = (material: LearningMaterial, language: Language) =>
  language === 'en' ? material.title_en : material.title;

export type RoundVideoState = {
  /** `loading` until the video and, for a YouTube video, this device's reach are known. */
  status: 'loading' | 'video' | 'none';
  /** The video to play (status `video`). */
  material?: LearningMaterial;
  /** There is a video, but this device cannot reach YouTube (a class without internet). */
  offline: boolean;
  /** Why the video could not be loaded, other than there being none. */
  error: unknown;
  refreshing: boolean;
  /** Asks again: the video, and whether YouTube can be reached. */
  refresh(): void;
};

/**
 * Whether this device plays a video in the round, and which: the one rule the phones, the
 * guide and the class screen follow. None when the round has no video, or when it plays from
 * YouTube and YouTube cannot be reached from here.
 */
export function useRoundVideoState(sessionId: string, round: number): RoundVideoState {
  const video = useRoundVideo(sessionId, round);
  const [attempt, setAttempt] = useState(0);
  const id = video.data ? youTubeId(videoAddress(video.data)) : null;
  const internet = useReachableImage(id ? youTubeProbeUrl(id) : null, attempt);
  const offline = internet === 'unreachable';
  const missing = video.error instanceof ApiError && video.error.status === 404;
  const status =
    video.isPending || internet === 'checking'
      ? 'loading'
      : video.data && !offline
        ? 'video'
        : 'none';
  return {
    status,
    ...(status === 'video' && video.data ? { material: video.data } : {}),
    offline,
    error: missing || offline ? null : video.error,
    refreshing: video.isFetching,
    refresh: () => {
      setAttempt((count) => count + 1);
      void video.refetch();
    },
  };
}
