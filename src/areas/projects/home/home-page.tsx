import { OperatorCurrent } from '../../../../contract/sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Screen } from '../../../components/screen.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { CompanyList } from './company-list.tsx';

/** The signed-in landing screen: the companies and projects the operator may open (signing out is in the header's menu). */
export function HomePage() {
  const { LL } = useI18nContext();
  const operator = useCached(OperatorCurrent).data?.entity;
  return (
    <Screen description={operator ? LL.projects.home.signedInAs({ name: operator.first_name }) : undefined}>
      <CompanyList admin={operator?.installation_admin ?? false} />
    </Screen>
  );
}
