import { useState } from 'react';

/** Remembers that the picture at `src` failed to load (a new `src` gets a fresh try). */
export function useImageFallback(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return {
    failed: !src || failedSrc === src,
    onError: () => setFailedSrc(src ?? null),
  };
}
