import { apiBase } from './runtime-config';

/**
 * Where a content picture lives: the API serves `/content/...` (same origin in production, the
 * dev proxy otherwise), so a relative path is resolved against the API's base address.
 */
export function contentUrl(path: string): string;
export function contentUrl(path: string | undefined): string | undefined;
export function contentUrl(path: string | undefined): string | undefined {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${apiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}
