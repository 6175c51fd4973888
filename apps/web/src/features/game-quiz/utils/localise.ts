import type { Language } from '@ecoscha/contracts';

type Bilingual<Base extends string> = { [K in `${Base}_${Language}`]: unknown };

/** A content field in the interface language, else the other language's (when this one is empty). */
export function localise<Base extends string, Item extends Bilingual<Base>>(
  item: Item,
  base: Base,
  language: Language,
): Item[`${Base}_id`] {
  const other: Language = language === 'id' ? 'en' : 'id';
  const value = item[`${base}_${language}`];
  const empty = value === '' || (Array.isArray(value) && value.length === 0);
  // Both languages of a field have the same type.
  return (empty ? item[`${base}_${other}`] : value) as Item[`${Base}_id`];
}
