/**
 * A list kept in localStorage under `key`, so a reload or a lost connection
 * loses nothing. Storage that is full, blocked (private mode) or holds
 * something else reads as an empty list and writes nothing: the caller still
 * has the list in memory.
 */
export function storedList<T>(key: string) {
  return {
    read(): T[] {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? (parsed as T[]) : [];
      } catch {
        return [];
      }
    },
    write(items: readonly T[]): void {
      try {
        if (items.length) localStorage.setItem(key, JSON.stringify(items));
        else localStorage.removeItem(key);
      } catch {
        // Nothing more to do: see above.
      }
    },
  };
}
