import { JudgeSessionList } from '../../../contract/judging.ts';
import { Navigation } from '../../../contract/projects.ts';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { JudgeSessions } from '../../components/judge-sessions.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { editsIn } from '../../lib/grants.ts';
import { useDeviceReport } from './device-report.ts';
import { OrganisedSessions } from './organise/organised-sessions.tsx';

// Whether the operator judges anywhere, and whether they organise judging (edit a project, or run the installation): the navbar's own reads.
function useRoles(): { judge: boolean; organiser: boolean } {
  const navigation = useCached(Navigation, {}).data;
  const admin = useCached(OperatorCurrent).data?.entity.installation_admin ?? false;
  const organiser = admin || (navigation?.companies.some(editsIn) ?? false);
  // Until the grants are read, the judge's own list shows.
  return { judge: navigation?.judge ?? true, organiser };
}

/**
 * A judge's sessions (the list Home shows them too): progress, when each closes, whether this
 * device holds it for scoring offline; and for whoever edits a project, the sessions they organise.
 */
export function JudgesDashboardPage() {
  const { LL } = useI18nContext();
  const list = useCached(JudgeSessionList, {});
  const roles = useRoles();
  const judging = roles.judge || !roles.organiser || (list.data?.items.length ?? 0) > 0;
  useDeviceReport();

  return (
    <Screen description={judging ? LL.judging.dashboard.intro() : LL.judging.organise.organised.intro()}>
      {judging ? <JudgeSessions list={list} /> : null}
      {roles.organiser ? <OrganisedSessions intro={judging} /> : null}
    </Screen>
  );
}
