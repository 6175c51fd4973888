/** Where the chosen language is kept (the names i18next's detector used: earlier choices stay). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

function readStorage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, embedded browsers)
  }
}

/**
 * The spec's detection order (site-and-accounts.md section 1): the `lng` query parameter, the
 * cookie, local storage, session storage, the browser's languages, the page's `lang`. The
 * translator takes the first candidate it supports.
 */
export function detectLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng') ?? undefined,
    readCookie(LANGUAGE_COOKIE),
    readStorage(() => window.localStorage),
    readStorage(() => window.sessionStorage),
    ...navigator.languages,
    navigator.language,
    document.documentElement.lang,
  ];
  return candidates.filter((code): code is string => Boolean(code));
}

/** Keeps the chosen language in local storage and a cookie. */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie still remembers
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
