/**
 * The app's texts at run time: a store of namespaces per language, the interface language, and
 * `t` (nested keys as dot paths, `ns:key`, `{{name}}` interpolation, plurals by `count` through
 * `Intl.PluralRules` with `_one`/`_other` suffixes, fallback to one language). Namespaces not
 * bundled are downloaded through `load`. Typed keys and React live in `translation-keys.ts` and
 * `use-translation.ts`; the app's own set-up in `i18n.ts`.
 */

type Texts = Record<string, unknown>;

export type TranslateOptions = {
  count?: number;
  lng?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
};

export type TranslatorConfig = {
  languages: readonly string[];
  fallbackLanguage: string;
  /** Where a key without `ns:` is looked up when no namespace is given. */
  defaultNamespace: string;
  bundled: Record<string, Record<string, Texts>>;
  /** Downloads one namespace of one language; undefined when there is no such file. */
  load: (language: string, namespace: string) => Promise<Texts> | undefined;
  /** Candidate languages, most wanted first (already normalised). */
  detect: () => string[];
  /** Remembers the chosen language; called whenever the language is set. */
  remember: (language: string) => void;
};

function lookup(texts: unknown, path: string): unknown {
  let value = texts;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Texts)[part];
  }
  return value ?? undefined;
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, name: string) => {
    const value = lookup(values, name);
    return value === undefined ? '' : String(value);
  });
}

/** Every string inside a text object (returnObjects) interpolated with the same values. */
function interpolateDeep(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, values)]),
    );
  }
  return value;
}

export function createTranslator(config: TranslatorConfig) {
  const data: Record<string, Record<string, Texts>> = {};
  for (const [language, namespaces] of Object.entries(config.bundled)) {
    data[language] = { ...namespaces };
  }
  /** `language/namespace` pairs whose download failed: they count as loaded (no endless wait). */
  const failed = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  /** Bumped on every change of language or texts: React reads it as the store's snapshot. */
  let revision = 0;
  let language = config.fallbackLanguage;

  const supported = (code: string | undefined) =>
    code !== undefined && config.languages.includes(code) ? code : undefined;
  const languagesFor = (code: string) => [...new Set([code, config.fallbackLanguage])];
  const notify = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };

  function loadOne(code: string, namespace: string): Promise<void> {
    const id = `${code}/${namespace}`;
    if (data[code]?.[namespace] || failed.has(id)) return Promise.resolve();
    const started = pending.get(id);
    if (started) return started;
    const download = config.load(code, namespace);
    if (!download) {
      failed.add(id);
      return Promise.resolve();
    }
    const loading = download.then(
      (texts) => {
        (data[code] ??= {})[namespace] = texts;
        pending.delete(id);
        notify();
      },
      (error: unknown) => {
        console.warn(`No texts for ${id}`, error);
        failed.add(id);
        pending.delete(id);
        notify();
      },
    );
    pending.set(id, loading);
    return loading;
  }

  /** The value at `key` (already without its namespace) in the first namespace that has it. */
  function find(code: string, namespaces: readonly string[], key: string, count?: number) {
    const keys = [key];
    if (typeof count === 'number') {
      keys.unshift(`${key}_${new Intl.PluralRules(code).select(count)}`);
      if (count === 0) keys.unshift(`${key}_zero`);
    }
    for (const namespace of namespaces) {
      for (const candidate of keys) {
        const value = lookup(data[code]?.[namespace], candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  function resolve(namespaces: readonly string[], fullKey: string, options: TranslateOptions) {
    const separator = fullKey.indexOf(':');
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const inNamespaces = separator > 0 ? [fullKey.slice(0, separator)] : namespaces;
    for (const code of languagesFor(supported(options.lng) ?? language)) {
      const value = find(code, inNamespaces, key, options.count);
      if (value !== undefined) return { key, value };
    }
    return { key, value: undefined };
  }

  /**
   * The text at `key`, interpolated; a text object with `returnObjects`. A missing text shows
   * `defaultValue`, else the key without its namespace (as i18next did).
   */
  function translate(
    namespaces: readonly string[],
    fullKey: string,
    options: TranslateOptions = {},
  ): unknown {
    const { key, value } = resolve(namespaces, fullKey, options);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
    return options.defaultValue ?? key;
  }

  const translator = {
    get language() {
      return language;
    },
    /** The same as `language`: only supported languages are ever set. */
    get resolvedLanguage() {
      return language;
    },
    get revision() {
      return revision;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Loaded (or failed for good) in the interface language and the fallback. */
    hasLoadedNamespace(namespace: string) {
      return languagesFor(language).every(
        (code) => data[code]?.[namespace] !== undefined || failed.has(`${code}/${namespace}`),
      );
    },
    /** Downloads `namespaces` in the interface language and the fallback. */
    async loadNamespaces(namespaces: readonly string[]): Promise<void> {
      await Promise.all(
        languagesFor(language).flatMap((code) => namespaces.map((ns) => loadOne(code, ns))),
      );
    },
    /**
     * Sets the language once every namespace in use has its texts in it, so a screen switches
     * at once; an unsupported code falls back. Remembered through `config.remember`.
     */
    async changeLanguage(code: string): Promise<void> {
      const next = supported(code) ?? config.fallbackLanguage;
      const inUse = new Set(Object.values(data).flatMap((namespaces) => Object.keys(namespaces)));
      await Promise.all(languagesFor(next).flatMap((c) => [...inUse].map((ns) => loadOne(c, ns))));
      language = next;
      if (typeof document !== 'undefined') document.documentElement.lang = next;
      config.remember(next);
      notify();
    },
    t(key: string, options?: TranslateOptions): string {
      return translate([config.defaultNamespace], key, options) as string;
    },
    translate,
    exists(key: string, options: TranslateOptions = {}) {
      return resolve([config.defaultNamespace], key, options).value !== undefined;
    },
    namespacesOf(code: string): string[] {
      return Object.keys(data[code] ?? {});
    },
    getResourceBundle(code: string, namespace: string): Texts | undefined {
      return data[code]?.[namespace];
    },
    hasResourceBundle(code: string, namespace: string) {
      return data[code]?.[namespace] !== undefined;
    },
    addResourceBundle(code: string, namespace: string, texts: Texts) {
      (data[code] ??= {})[namespace] = texts;
      failed.delete(`${code}/${namespace}`);
      notify();
    },
    removeResourceBundle(code: string, namespace: string) {
      delete data[code]?.[namespace];
      failed.delete(`${code}/${namespace}`);
      notify();
    },
  };

  const detected = config.detect().find((code) => supported(code));
  language = detected ?? config.fallbackLanguage;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  config.remember(language);
  return translator;
}

export type Translator = ReturnType<typeof createTranslator>;
