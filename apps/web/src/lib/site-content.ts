import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Language, type SiteContent } from '@ecoscha/contracts';
import { api } from './api-client';

/** The site's texts are seed content: they change with a deployment, not during a visit. */
const SITE_CONTENT_STALE_TIME = 30 * 60_000;

/** GET /api/site-content: home, guide, about, credits and manual texts in both languages. */
export function getSiteContent(options: { signal?: AbortSignal } = {}): Promise<SiteContent> {
  return api.get<SiteContent>(API.siteContent, options);
}

export const siteContentQueryOptions = queryOptions({
  queryKey: ['site-content'],
  queryFn: ({ signal }) => getSiteContent({ signal }),
  staleTime: SITE_CONTENT_STALE_TIME,
});

export function useSiteContent() {
  return useQuery(siteContentQueryOptions);
}

/** A bilingual content field in one language: `text` in Indonesian, `text_en` in English. */
export function inLanguage<K extends string>(
  item: Record<K | `${K}_en`, string>,
  key: K,
  language: Language,
): string {
  return language === 'en' ? item[`${key}_en`] : item[key];
}
