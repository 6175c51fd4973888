import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useImageFallback } from '@/lib/use-image-fallback';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  /** What stands instead when there is no picture or it fails to load. */
  fallback: ReactNode;
};

/** A picture, or its fallback where it is missing or broken (a new `src` gets a fresh try). */
export function FallbackImage({ src, fallback, alt = '', ...image }: FallbackImageProps) {
  const { failed, onError } = useImageFallback(src);
  if (failed) return <>{fallback}</>;
  return <img src={src} alt={alt} {...image} onError={onError} />;
}
