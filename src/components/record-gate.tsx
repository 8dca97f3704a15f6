import type { ReactNode } from 'react';
import type { RecordStatus } from '../lib/records/use-record-source.ts';
import { FormSkeleton } from './form-skeleton.tsx';
import { NoAccess } from './no-access.tsx';
import { RecordUnavailable } from './record-unavailable.tsx';

/**
 * What a record's form shows before its record is there: no access when the server refused it,
 * the offline notice when it cannot be read, a skeleton of `fields` fields while it loads; null
 * once it is ready, when the form shows.
 */
export function recordGate(status: RecordStatus, fields: number): ReactNode {
  if (status === 'refused') return <NoAccess />;
  if (status === 'unavailable') return <RecordUnavailable />;
  if (status === 'loading') return <FormSkeleton fields={fields} />;
  return null;
}
