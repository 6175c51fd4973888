/** Each kept object's JSON; an object gone is forgotten with it. */
const kept = new WeakMap<object, string>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The JSON of an object that is never changed in place, made once (by `make`, which must write
 * what `JSON.stringify` writes) and kept with the object.
 */
export function unchangedJson(object: object, make = () => JSON.stringify(object)): string {
  let json = kept.get(object);
  if (json === undefined) kept.set(object, (json = make()));
  return json;
}

/** A list item's JSON, kept when it is an object. */
const itemJson = (item: unknown): string =>
  isObject(item) ? unchangedJson(item) : (JSON.stringify(item) ?? 'null');

/** A field's JSON (undefined: the field is left out), kept when it is an object. */
export function keptFieldJson(field: unknown): string | undefined {
  if (!isObject(field)) return JSON.stringify(field);
  if (!Array.isArray(field)) return unchangedJson(field);
  return unchangedJson(field, () => `[${Array.from(field, itemJson).join(',')}]`);
}

/**
 * `JSON.stringify(value)` for a value whose objects are never changed in place: a game state (a
 * move makes new objects for what it changed and keeps the others). Each field of `value`, and
 * each item of a list among them, is serialised once and its JSON kept with its object, so saving
 * a phase change writes the new phase and reuses the JSON of the players, the votes and the night
 * actions. Written as `JSON.stringify` writes it (the same keys in the same order, `undefined`
 * fields left out and `null` in lists), which a test holds through whole games.
 */
export function unchangedPartsJson(value: Record<string, unknown>): string {
  const fields: string[] = [];
  for (const key of Object.keys(value)) {
    const json = keptFieldJson(value[key]);
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}
