import { useLiveQuery } from 'dexie-react-hooks';
import { JudgeSessionGet } from '../../../contract/judging.ts';
import { readSnapshot } from '../db/snapshots.ts';
import type { SessionRef } from './session-path.ts';

const NONE = new Set<string>();

/**
 * The sessions this device holds whole (their last answer stored), so they open and are scored
 * with no connection: the ids among `sessions`, followed as the device stores or forgets them.
 */
export function useHeldSessions(sessions: readonly SessionRef[] | undefined): Set<string> {
  return (
    useLiveQuery(async () => {
      const held = await Promise.all(
        (sessions ?? []).map(async (ref) => {
          const snapshot = await readSnapshot(JudgeSessionGet.path, { company: ref.company, project: ref.project, form: ref.form, session: ref.session }, false);
          return snapshot === undefined ? null : ref.session;
        }),
      );
      return new Set(held.filter((session): session is string => session !== null));
    }, [sessions]) ?? NONE
  );
}
