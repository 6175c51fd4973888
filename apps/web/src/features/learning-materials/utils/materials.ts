import { isFullVideoLink, parseVideoLink, type LearningMaterial } from '@ecoscha/contracts';

/** Spec section 9: 3 articles and 3 videos per page. */
export const PAGE_SIZE = 3;

/** The types that count as articles; every other material of these lists is a video. */
const ARTICLE_TYPES: ReadonlySet<LearningMaterial['type']> = new Set(['article', 'berita', 'news']);

export function isArticle(material: LearningMaterial): boolean {
  return ARTICLE_TYPES.has(material.type);
}

export function isVideo(material: LearningMaterial): boolean {
  return material.type === 'video';
}

function timeOf(material: LearningMaterial): number {
  const time = Date.parse(material.createdAt);
  return Number.isNaN(time) ? -Infinity : time;
}

/** Sort order: the newest first (a date that cannot be read counts as oldest). */
export function newestFirst(a: LearningMaterial, b: LearningMaterial): number {
  return timeOf(b) - timeOf(a);
}

/** The link a video card opens and draws its thumbnail from: its video link, else its url. */
export function videoLinkOf(material: LearningMaterial): string {
  return material.videoUrl ?? material.url;
}

/** The link an article card opens: the original article when known, else its url. */
export function articleLinkOf(material: LearningMaterial): string {
  return material.originalUrl ?? material.url;
}

/** A thumbnail for a recognised video link; null when there is none to derive. */
export function videoThumbnail(url: string | undefined): string | null {
  const link = parseVideoLink(url);
  return link ? `https://i.ytimg.com/vi/${link.id}/hqdefault.jpg` : null;
}

/** High definition only for a recognised link with an 11-character id that is not short-form. */
export function isHighDefinition(url: string | undefined): boolean {
  return isFullVideoLink(url) && !url?.includes('/shorts/');
}

/** A video whose link is a valid standard video link (it sorts first). */
export function hasStandardVideoLink(material: LearningMaterial): boolean {
  return parseVideoLink(videoLinkOf(material)) !== null;
}

export type SplitMaterials = { articles: LearningMaterial[]; videos: LearningMaterial[] };

/**
 * Spec section 7: articles are the types article, berita and news, newest first; videos are the
 * type video, those with a valid standard video link first, each group newest first.
 */
export function splitMaterials(materials: readonly LearningMaterial[]): SplitMaterials {
  const articles = materials.filter(isArticle).sort(newestFirst);
  const videos = materials
    .filter(isVideo)
    .sort(
      (a, b) =>
        Number(hasStandardVideoLink(b)) - Number(hasStandardVideoLink(a)) || newestFirst(a, b),
    );
  return { articles, videos };
}
