import { Navigation } from '../../../../contract/projects.ts';
import { OperatorCurrent } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { CompanyList } from './company-list.tsx';
import { homeRoles } from './home-roles.ts';
import { JudgeHome } from './judge-home.tsx';

/**
 * The signed-in landing screen: a judge's sessions first, then the companies and projects the
 * operator may open, with the forms they assist (signing out is in the header's menu).
 */
export function HomePage() {
  const { LL } = useI18nContext();
  const operator = useCached(OperatorCurrent).data?.entity;
  // The navbar's own read (same payload): whether they judge, and the forms they assist.
  const navigation = useCached(Navigation, {});
  const roles = homeRoles(navigation.data, operator?.installation_admin ?? false);
  return (
    <Screen description={operator ? LL.projects.home.signedInAs({ name: operator.first_name }) : undefined}>
      {roles.judge && <JudgeHome />}
      {(roles.companies || (navigation.data === undefined && navigation.settled)) && (
        <CompanyList admin={operator?.installation_admin ?? false} assisted={roles.assisted} />
      )}
    </Screen>
  );
}
