import type { AppResources, Namespace } from './locale-types';
import type { TranslateOptions } from './translator';

/**
 * Typed keys built from the English JSON files: `t` rejects a key no namespace has, so a typo
 * fails the type check. Nested keys are dot paths; a plural text (`x_one`, `x_other`) is asked
 * for as `x` with a `count`.
 */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** Dot paths to every string of `T`. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<`${Prefix}${K}`>
    : T[K] extends readonly unknown[]
      ? never
      : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dot paths to every object or list of `T` (for `returnObjects`). */
type ObjectKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : | `${Prefix}${K}`
      | (T[K] extends readonly unknown[] ? never : ObjectKeys<T[K], `${Prefix}${K}.`>);
}[keyof T & string];

type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type KeysOf<N extends Namespace> = N extends Namespace ? TextKeys<AppResources[N]> : never;
/** `ns:key` for any namespace: a component may name a text of another namespace. */
type PrefixedKeys = { [N in Namespace]: `${N}:${KeysOf<N>}` }[Namespace];

/** A key of the listed namespaces (looked up in their order), or of any namespace by prefix. */
export type TranslationKey<Ns extends Namespace> = KeysOf<Ns> | PrefixedKeys;

export type TFunction<Ns extends Namespace, First extends Namespace = Ns> = {
  (key: TranslationKey<Ns>, options?: TranslateOptions & { returnObjects?: false }): string;
  <K extends ObjectKeys<AppResources[First]>>(
    key: K,
    options: TranslateOptions & { returnObjects: true },
  ): ValueAt<AppResources[First], K>;
};
