import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathTo, type Language, type SiteContent, type SitePage } from '@ecoscha/contracts';
import { api } from './api-client';

/** The site's texts are seed content: they change with a deployment, not during a visit. */
const SITE_CONTENT_STALE_TIME = 30 * 60_000;

/** GET /api/site-content/:page: one page's texts (home, guide, about, credits, manual), both languages. */
export function sitePageQueryOptions<P extends SitePage>(page: P) {
  return queryOptions({
    queryKey: ['site-content', page],
    queryFn: ({ signal }) => api.get<SiteContent[P]>(pathTo(API.siteContent, { page }), { signal }),
    staleTime: SITE_CONTENT_STALE_TIME,
  });
}

/** One page's texts; `enabled: false` waits (the manual until its dialog opens). */
export function useSitePage<P extends SitePage>(page: P, { enabled = true } = {}) {
  return useQuery({ ...sitePageQueryOptions(page), enabled });
}

/** A bilingual content field in one language: `text` in Indonesian, `text_en` in English. */
export function inLanguage<K extends string>(
  item: Record<K | `${K}_en`, string>,
  key: K,
  language: Language,
): string {
  return language === 'en' ? item[`${key}_en`] : item[key];
}
