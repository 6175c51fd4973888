import { useMemo, useSyncExternalStore } from 'react';
import { defaultNS, i18n, type Namespace } from './i18n';
import type { TFunction } from './translation-keys';
import type { TranslateOptions } from './translator';

type Namespaces = Namespace | readonly Namespace[];
type Listed<Ns extends Namespaces> = Ns extends readonly Namespace[] ? Ns[number] : Ns;
type First<Ns extends Namespaces> = Ns extends readonly [infer F extends Namespace, ...unknown[]]
  ? F
  : Listed<Ns>;

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const getRevision = () => i18n.revision;

/**
 * The texts of `namespaces` (the first one for keys without `ns:`, then the others in order):
 * the component re-renders when the language or the texts change, and suspends (the nearest
 * `<Suspense>`) while a namespace is still downloading.
 */
export function useTranslation<const Ns extends Namespaces = typeof defaultNS>(namespaces?: Ns) {
  const list: readonly string[] =
    namespaces === undefined
      ? [defaultNS]
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  const listKey = list.join();
  const revision = useSyncExternalStore(subscribe, getRevision, getRevision);
  const t = useMemo(() => translatorFor(listKey, revision), [listKey, revision]);
  const missing = list.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length) throw i18n.loadNamespaces(missing);
  return { t: t as TFunction<Listed<Ns>, First<Ns>>, i18n, ready: true };
}

/** A new `t` whenever the texts change (`revision`), so effects depending on it run again. */
function translatorFor(listKey: string, revision: number) {
  const namespaces = listKey.split(',');
  return Object.assign(
    (key: string, options?: TranslateOptions) => i18n.translate(namespaces, key, options),
    { revision },
  );
}
