import { SubmissionsScreen } from './submissions-screen.tsx';

/** A form's submissions: the table of every field, filtered as every results screen is. */
export function SubmissionsPage() {
  return <SubmissionsScreen />;
}
