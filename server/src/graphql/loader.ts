import DataLoader from 'dataloader';

/**
 * A per-request DataLoader that fetches many keys in one query and answers in key order
 * (null where a key has no row), as DataLoader requires.
 */
export function keyedLoader<K extends string | number, V>(
  fetchMany: (keys: readonly K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(async (keys) => {
    const rows = await fetchMany(keys);
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** Like keyedLoader, but each key owns a list of rows (e.g. chapters of a course). */
export function groupedLoader<K extends string | number, V>(
  fetchMany: (keys: readonly K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V[]> {
  return new DataLoader<K, V[]>(async (keys) => {
    const rows = await fetchMany(keys);
    const byKey = new Map<K, V[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}
