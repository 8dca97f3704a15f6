import { PendingScreen } from '../../components/pending-screen.tsx';

/** The area of this screen comes later; until then it shows its title and navigation. */
export function BlockSubmissionsPage() {
  return <PendingScreen />;
}
