import type { Language } from '@ecoscha/contracts';

/** Indonesian unless the caller prefers English (Accept-Language or `?lng=`). */
export function languageOf(acceptLanguage: string | undefined, lng?: unknown): Language {
  if (lng === 'en' || lng === 'id') return lng;
  if (!acceptLanguage) return 'id';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'id') return tag;
  }
  return 'id';
}
