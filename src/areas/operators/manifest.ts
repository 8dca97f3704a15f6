import { IconUsers } from '@tabler/icons-react';
import {
  AdminOperatorInvite,
  AdminOperatorSetInstallationAdmin,
  CompanyOperatorInvite,
  CompanyOperatorResendInvite,
  CompanyOperatorRevoke,
  CompanyOperatorSetRole,
  FIELD_LABELS,
} from '../../../contract/operators.ts';
import { clientArea, operation } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** A company's managers and their roles. */
export const operatorsArea = clientArea({
  name: 'operators',
  routes: [
    signedIn('company/:company/options/operators', 'managers', {
      area: 'company',
      icon: IconUsers,
      screen: () => import('./managers-page.tsx').then((m) => m.ManagersPage),
      namespaces: ['operators'],
    }),
  ],
  operations: [
    operation(CompanyOperatorInvite, 'operatorInvite', FIELD_LABELS),
    operation(CompanyOperatorResendInvite, 'operatorResend', FIELD_LABELS),
    operation(CompanyOperatorSetRole, 'operatorRole', FIELD_LABELS),
    operation(CompanyOperatorRevoke, 'operatorRevoke', FIELD_LABELS),
    operation(AdminOperatorInvite, 'adminInvite', FIELD_LABELS),
    operation(AdminOperatorSetInstallationAdmin, 'adminFlag', FIELD_LABELS),
  ],
});
