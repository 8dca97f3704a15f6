// What the public pages keep on the device: localStorage, which a reload without a connection still
// reads synchronously. Every read survives a full or refused storage (private browsing): it only
// forgets.

/** The stored value under `key`, or null. */
export function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when the device refused. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes every stored value whose key starts with `prefix` (and that `also` accepts). */
export function removeStored(prefix: string, also: (key: string) => boolean = () => true): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix) && also(key)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
}
