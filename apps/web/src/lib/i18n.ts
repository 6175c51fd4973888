import { LANGUAGES, isErrorCode, type ErrorCode, type Language } from '@ecoscha/contracts';
import commonEn from '@/locales/en/common.json';
import errorsEn from '@/locales/en/errors.json';
import sundaneseEn from '@/locales/en/sundanese.json';
import commonId from '@/locales/id/common.json';
import errorsId from '@/locales/id/errors.json';
import sundaneseId from '@/locales/id/sundanese.json';
import type { Namespace } from './locale-types';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error';
import { detectLanguages, rememberLanguage } from './language-detector';
import type { TFunction } from './translation-keys';
import { createTranslator } from './translator';

export const DEFAULT_LANGUAGE: Language = 'id';

/**
 * Bundled with the app: the texts any screen may need at once (header and menu, the app's own
 * error messages such as a lost connection, the Sundanese phrase popup), in both languages.
 */
export const resources = {
  id: { common: commonId, errors: errorsId, sundanese: sundaneseId },
  en: { common: commonEn, errors: errorsEn, sundanese: sundaneseEn },
} as const;

/**
 * Every other namespace is a file per language, `locales/<language>/<kebab-case name>.json`,
 * downloaded the first time a screen uses it, in the interface language only (plus Indonesian,
 * the fallback). This keeps the first download small as the game's texts grow. A new namespace
 * needs its two files, and its English file's shape in `locale-types.ts`.
 */
export type { AppResources, Namespace } from './locale-types';

type LocaleModule = { default: Record<string, unknown> };

/** The on-demand files: every locale file except the bundled ones. */
const localeFiles = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/errors.json',
  '!../locales/*/sundanese.json',
]);

const fileName = (namespace: string) =>
  namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const namespaceName = (file: string) =>
  file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The server's error texts, a file per language from the contracts (where the server takes its
 * own): a page downloads them when a call fails, not before (see `api-client.ts`).
 */
const serverErrorTexts: Record<string, () => Promise<LocaleModule>> = {
  id: () => import('./server-errors/id'),
  en: () => import('./server-errors/en'),
};

const SERVER_ERRORS = 'serverErrors';

/** Downloads one namespace of one language through the bundler's dynamic imports. */
function loadLocaleFile(language: string, namespace: string) {
  const load =
    namespace === SERVER_ERRORS
      ? serverErrorTexts[language]
      : localeFiles[`../locales/${language}/${fileName(namespace)}.json`];
  return load?.().then((module) => module.default);
}

/** Starts downloading `namespaces` (a route does it while its code loads); resolves when ready. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/**
 * The server's error texts in the interface language (and the fallback), for a failed call to
 * show its error translated. Resolves once they are there, or could not be downloaded.
 */
export function loadServerErrorTexts(): Promise<void> {
  return loadNamespaces([SERVER_ERRORS]);
}

/** Every namespace in both languages at once: tests then render any screen without waiting. */
export async function loadAllTranslations(): Promise<void> {
  await Promise.all([
    ...Object.entries(localeFiles).map(async ([file, load]) => {
      const [, language, name] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      if (!language || !name) return;
      i18n.addResourceBundle(language, namespaceName(name), (await load()).default);
    }),
    ...Object.entries(serverErrorTexts).map(async ([language, load]) => {
      i18n.addResourceBundle(language, SERVER_ERRORS, (await load()).default);
    }),
  ]);
}

export const defaultNS = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `en-US` -> `en`; `in`/`in-ID` (older Android for Indonesian) -> `id`. */
function normaliseLanguage(code: string): string {
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return base === 'in' || base === 'ind' ? 'id' : base;
}

const translator = createTranslator({
  languages: LANGUAGES,
  fallbackLanguage: DEFAULT_LANGUAGE,
  defaultNamespace: defaultNS,
  bundled: resources,
  load: loadLocaleFile,
  detect: () => detectLanguages().map(normaliseLanguage),
  remember: rememberLanguage,
});

/** The texts outside React (tests, error messages); `t` without `ns:` reads `common`. */
export const i18n = translator as Omit<typeof translator, 't'> & { t: TFunction<typeof defaultNS> };

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The text to show for a failed call: our translation of its code, else the server's own text.
 * The API client fetches the translations before it reports a failure; should they still be
 * missing (a failure reported some other way, or their download failed), the server's text
 * stands in: it is in the language the call asked for.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorCode(error.code)) {
      const code: ErrorCode = error.code;
      if (i18n.exists(`serverErrors:${code}`)) return i18n.t(`serverErrors:${code}`);
      void loadServerErrorTexts();
    }
    if (error.code === NETWORK_ERROR) return i18n.t(`errors:${NETWORK_ERROR}`);
    if (error.message) return error.message;
  }
  return i18n.t(`errors:${UNKNOWN_ERROR}`);
}
