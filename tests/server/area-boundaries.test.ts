import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from '../../scripts/eslint-area-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('an area imports no other area', boundaries.rules['no-other-areas'], {
  valid: [
    { filename: at('src/areas/companies/company-form.ts'), code: "import { x } from './company-paths.ts';" },
    { filename: at('src/areas/accounting/invite/invite-page.tsx'), code: "import { x } from '../sign-in/login-note.ts';" },
    { filename: at('src/areas/companies/company-form.ts'), code: "import { x } from '../../lib/url-params.ts';" },
    { filename: at('server/areas/operators/routes.ts'), code: "import { x } from '../../auth/operators.ts';" },
    // Outside the areas (the route table) every area may be named.
    { filename: at('src/app/routes/signed-in-routes.ts'), code: "const page = () => import('../../areas/companies/company-list-page.tsx');" },
    { filename: at('src/areas/companies/x.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('src/areas/installation/logs/log-query.ts'),
      code: "import { positiveInt } from '../../companies/company-list-query.ts';",
      errors: [{ messageId: 'otherArea', data: { from: 'src/areas/installation', to: 'src/areas/companies' } }],
    },
    {
      filename: at('server/areas/operators/service.ts'),
      code: "export { createInvite } from '../accounting/invites.ts';",
      errors: [{ messageId: 'otherArea' }],
    },
    {
      filename: at('src/areas/projects/home/home-page.tsx'),
      code: "const modal = () => import('../../operators/managers-page.tsx');",
      errors: [{ messageId: 'otherArea' }],
    },
  ],
});
