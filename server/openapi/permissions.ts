import type { Permission } from '../../contract/endpoint.ts';

/** Who passes each permission of the contract, in an integrator's words (contract/endpoint.ts says the same to its readers). */
export const PERMISSION_TEXTS: Record<Permission, string> = {
  anonymous: 'Anyone, signed in or not.',
  signedIn: 'Any signed-in operator.',
  installationAdmin: 'Installation admins only.',
  companyAccess: 'Operators with any role in the company named by `company`, and installation admins.',
  companyManage: 'Managers of the company named by `company`, and installation admins.',
  projectEdit: 'Managers of the company named by `company` and editors of its project named by `project`, and installation admins.',
  formAssist:
    'Whoever edits the project named by `project` (in the company named by `company`), the assistants of its form named by `form`, and installation admins.',
  projectJudge: 'Whoever edits the project named by `project` (in the company named by `company`), its judges, and installation admins.',
  public:
    'Anyone, for a project shown to the public (named by the `company` and `project` slugs). An operator\'s session is never read; a registered user\'s own session (cookie on /api/p/{company}/{project}/) is.',
  respondent: 'A registered user of the project named by the `company` and `project` slugs, signed in with their own session (never an operator\'s).',
};
