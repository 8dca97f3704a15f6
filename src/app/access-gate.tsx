import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Navigation } from '../../contract/projects.ts';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import { NoAccess } from '../components/no-access.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { Screen } from '../components/screen.tsx';
import type { NavArea } from '../components/screen-handle.ts';
import { useCached } from '../lib/cache/use-cached.ts';
import { mayOpen } from './routes/access.ts';

/**
 * Shows a signed-in screen only to an operator who may open it: anyone else meets one clear
 * no-access page, never an empty list or a form they could not save. While the operator's
 * grants are unknown (never read on this device, offline) the screen shows, and the server's
 * refusal, if any, is the screen's to tell. `editorsOnly`: a form's screen its assistants may not open.
 */
export function AccessGate({ area, editorsOnly = false, children }: { area: NavArea; editorsOnly?: boolean; children: ReactNode }) {
  const params = useParams();
  const needsGrants = area !== 'home' && area !== 'account';
  // The navbar's own calls, with the same payload, so the gate costs no request of its own.
  const operator = useCached(needsGrants ? OperatorCurrent : null);
  const navigation = useCached(needsGrants ? Navigation : null, params.company ? { current: params.company } : {});
  if (!needsGrants) return children;
  const admin = operator.data?.entity.installation_admin;
  if (admin === undefined || navigation.data === undefined) {
    // Not known yet: wait for the first answer; with none to come (offline), the screen decides.
    return operator.settled && navigation.settled ? children : <PageSkeleton />;
  }
  if (mayOpen(area, params, { admin, companies: navigation.data.companies, judge: navigation.data.judge }, editorsOnly)) return children;
  return (
    <Screen>
      <NoAccess />
    </Screen>
  );
}
