import { AppError } from '../errors.ts';

/** Refuses a change based on another version than the stored one (409), with the stored record in `current`. */
export function checkVersion(row: { version: number }, version: number | undefined, current: () => unknown): void {
  if (version !== undefined && version !== row.version) throw new AppError('conflict', { extra: { current: current() } });
}
