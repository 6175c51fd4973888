/**
 * Keys whose string value names a player by name alone, without their id beside it (the morning
 * report's `saved.player`).
 */
const NAME_ONLY_KEYS = new Set(['player']);

/**
 * A stored session's state with one player's name replaced by `label` (`#N`) everywhere it names
 * them: the `username` of every object carrying their `userId`, the exact old name inside string
 * arrays (the morning report's `victims`) and under name-only keys. Everything else, ids and
 * answers included, is kept; the input is not changed.
 */
export function anonymisePlayer<T>(state: T, userId: string, oldName: string, label: string): T {
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) {
      return value.map((item) => (item === oldName ? label : walk(item)));
    }
    if (typeof value === 'string') {
      return key !== undefined && NAME_ONLY_KEYS.has(key) && value === oldName ? label : value;
    }
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const theirs = record.userId === userId;
    return Object.fromEntries(
      Object.entries(record).map(([name, inner]) => [
        name,
        theirs && name === 'username' && typeof inner === 'string' ? label : walk(inner, name),
      ]),
    );
  };
  return walk(state) as T;
}
