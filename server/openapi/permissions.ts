import type { Permission } from '../../contract/endpoint.ts';

/** Who passes each permission of the contract, in an integrator's words (contract/endpoint.ts says the same to its readers). */
export const PERMISSION_TEXTS: Record<Permission, string> = {
  anonymous: 'Anyone, signed in or not.',
  signedIn: 'Any signed-in operator.',
  installationAdmin: 'Installation admins only.',
  companyAccess: 'Operators with any role in the company named by `company`, and installation admins.',
  companyManage: 'Managers of the company named by `company`, and installation admins.',
  projectEdit: 'Managers of the company named by `company` and editors of its project named by `project`, and installation admins.',
};
