/**
 * The id of a YouTube video from any of its usual addresses (watch, youtu.be, embed, shorts,
 * live), or null for any other address.
 */
export function youTubeId(address: string): string | null {
  const url = parse(address);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  const valid = (id: string | null | undefined) => (id && /^[\w-]{6,20}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.split('/')[1]);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? valid(id) : null;
}

/**
 * The second a link asks the video to start at: YouTube's `t` (`1780`, `1780s`, `29m40s`,
 * `1h2m3s`) or an embed's `start`. Null when the link starts at the beginning.
 */
export function youTubeStart(address: string): number | null {
  const url = parse(address);
  const value = url?.searchParams.get('t') ?? url?.searchParams.get('start');
  const parts = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!parts) return null;
  const [hours = 0, minutes = 0, seconds = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  const start = hours * 3600 + minutes * 60 + seconds;
  return start > 0 ? start : null;
}

/** The privacy-enhanced embed address of a YouTube video, from its start second if given. */
export function youTubeEmbedUrl(id: string, start?: number | null): string {
  const embed = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
  return start ? `${embed}?start=${start}` : embed;
}

/**
 * A small picture that YouTube serves for the video (120 × 90, a few KB): if it cannot load, the
 * video's player cannot either. The lists show the larger `hqdefault`, so a picture cached from
 * there does not answer for this one.
 */
export function youTubeProbeUrl(id: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/default.jpg`;
}

function parse(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
