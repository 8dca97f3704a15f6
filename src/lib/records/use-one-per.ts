import { useState } from 'react';

/**
 * An object made once for each `identity` (the address of the record a screen edits): when the
 * screen stays mounted and moves to another record (one form's editor to another's), that record
 * gets a session of its own, and the former one's effects end with it.
 */
export function useOnePer<T>(identity: string, make: () => T): T {
  const [held, setHeld] = useState(() => ({ identity, value: make() }));
  if (held.identity === identity) return held.value;
  const value = make();
  setHeld({ identity, value });
  return value;
}
