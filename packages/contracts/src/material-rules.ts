/**
 * The rules of a learning material that the server and the web app both check: its limits, its
 * date, and its links (a video is accepted only with a link the web app can show and play).
 * No zod here: the web app's pages import these without downloading the schemas.
 */

/** The limits of a material a guide adds (the web form checks the same ones). */
export const MATERIAL_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  urlMax: 2048,
  descriptionMax: 1000,
  sourceMin: 2,
  sourceMax: 80,
} as const;

/**
 * What is wrong with a published date: not a real `YYYY-MM-DD` date (from 1900 on), or later than
 * today (a day of slack for the time zones of Indonesia). `null` when it is fine.
 */
export function publishedDateIssue(
  value: string,
  now: Date = new Date(),
): 'invalid_format' | 'future_date' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid_format';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  if (!real || date.getUTCDate() !== day || year < 1900) return 'invalid_format';
  const latest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return date.getTime() > latest ? 'future_date' : null;
}

/**
 * The part of the WHATWG URL parser used here: Node and the browsers have it, but this package
 * has neither DOM nor Node types, so it is reached through `globalThis`.
 */
type ParsedUrl = {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
const { URL: WebUrl } = globalThis as unknown as { URL: new (input: string) => ParsedUrl };

function parseUrl(value: string): ParsedUrl | null {
  try {
    return new WebUrl(value);
  } catch {
    return null;
  }
}

/** A YouTube link in one of its standard forms, with the video's id. */
export type VideoLink = { id: string; form: 'watch' | 'short-link' | 'embed' };

const VIDEO_ID = /^[\w-]+$/;
/** Every YouTube video id is 11 letters, digits, `-` or `_`. */
const FULL_VIDEO_ID = /^[\w-]{11}$/;

function youTubeHost(hostname: string): 'youtube.com' | 'youtu.be' | null {
  const host = hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (host === 'youtube.com') return 'youtube.com';
  return host === 'youtu.be' ? 'youtu.be' : null;
}

/** An absolute http:// or https:// address with a host. */
export function isWebAddress(value: string): boolean {
  const parsed = parseUrl(value);
  if (!parsed) return false;
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
}

/**
 * Recognises the standard video links: youtube.com/watch?v=ID, youtu.be/ID and
 * youtube.com/embed/ID. Anything else (short-form /shorts/ links included) is not recognised.
 */
export function parseVideoLink(url: string | undefined): VideoLink | null {
  const parsed = url && isWebAddress(url) ? parseUrl(url) : null;
  if (!parsed) return null;
  const host = youTubeHost(parsed.hostname);
  const segments = parsed.pathname.split('/').filter(Boolean);
  let link: VideoLink | null = null;
  if (host === 'youtu.be' && segments.length === 1) {
    link = { id: segments[0] ?? '', form: 'short-link' };
  } else if (host === 'youtube.com' && segments.length === 1 && segments[0] === 'watch') {
    link = { id: parsed.searchParams.get('v') ?? '', form: 'watch' };
  } else if (host === 'youtube.com' && segments.length === 2 && segments[0] === 'embed') {
    link = { id: segments[1] ?? '', form: 'embed' };
  }
  return link && VIDEO_ID.test(link.id) ? link : null;
}

/** A recognised link with a whole (11-character) id: it has a thumbnail and plays in the game. */
export function isFullVideoLink(url: string | undefined): boolean {
  const link = parseVideoLink(url);
  return link !== null && FULL_VIDEO_ID.test(link.id);
}
