import { IconBuilding } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** The installation's companies. */
export const companiesArea = clientArea({
  name: 'companies',
  routes: [
    signedIn('admin/companies/list', 'companyList', {
      area: 'admin',
      icon: IconBuilding,
      screen: () => import('./company-list-page.tsx').then((m) => m.CompanyListPage),
      namespaces: ['companies'],
      section: 'companies',
    }),
    signedIn('admin/companies/edit/:id', 'companyDetails', {
      area: 'admin',
      icon: IconBuilding,
      screen: () => import('./company-details-page.tsx').then((m) => m.CompanyDetailsPage),
      namespaces: ['companies'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
