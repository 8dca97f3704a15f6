import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
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

// The areas' code is TypeScript: the namespaces' types are read too.
const typed = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parser: tseslint.parser } });
const results = at('src/areas/results/table/columns.tsx');
const judging = at('src/areas/judging/manifest.ts');
const refused = (namespace: string, from = 'src/areas/results') => ({ messageId: 'otherNamespace', data: { from, namespace, own: from.split('/')[2] } });

typed.run('an area reads only its own i18n namespace and the shared ones', boundaries.rules['own-namespace'], {
  valid: [
    // LL.<namespace>: its own, the shared ones, the root dictionary's keys.
    { filename: results, code: 'const a = LL.results.table.label(); const b = LL.shell.kit.total(); const c = LL.app.close();' },
    { filename: results, code: "const a = LL['results'].table; const b = useI18nContext().LL.richText.bold;" },
    // Destructuring the texts.
    { filename: results, code: 'const { results, shell, app } = LL; const { LL: { results: own } } = useI18nContext();' },
    // The namespaces a route loads, or a screen asks for.
    { filename: judging, code: "signedIn('judges/dashboard', 'judgesDashboard', { namespaces: ['judging'] });" },
    { filename: at('src/areas/forms/editor/use-texts-in.ts'), code: "void loadNamespaces(lang, ['forms', 'shell']); hasNamespace(lang, 'forms');" },
    { filename: judging, code: "const TEXTS: readonly Namespaces[] = ['judging']; const more = ['judging', 'richText'] as const satisfies readonly Namespaces[];" },
    // A string that names no namespace where none is read.
    { filename: at('src/areas/users/user-export-page.tsx'), code: "const kind = 'users'; const screen = { current: 'votes' };" },
    // Types of the texts.
    { filename: at('src/areas/installation/logs/log-row.ts'), code: "type LogTexts = TranslationFunctions['installation']['logs'];" },
    { filename: results, code: "import type { NamespaceShellTranslation, NamespaceResultsTranslation } from '../../../../i18n/i18n-types';" },
    // The dictionaries as files.
    { filename: results, code: "import shell from '../../../../i18n/en/shell/index.ts'; const own = () => import('../../../../i18n/it/results/index.ts');" },
    // Code below the areas reads the shared namespaces; code outside both is not this rule's.
    { filename: at('src/components/submission-status-badge.tsx'), code: 'const a = LL.shell.submissionStatuses.draft(); const b = LL.answers.yes();' },
    { filename: at('src/public/texts.ts'), code: "type PublicTexts = TranslationFunctions['public'];" },
  ],
  invalid: [
    { filename: results, code: 'const a = LL.users.statuses.draft();', errors: [refused('users')] },
    { filename: results, code: "const a = LL['votes'].list; const b = useI18nContext().LL.users.list;", errors: [refused('votes'), refused('users')] },
    { filename: results, code: 'const { users, shell } = LL;', errors: [refused('users')] },
    { filename: results, code: 'const { LL: { votes } } = useI18nContext();', errors: [refused('votes')] },
    {
      filename: judging,
      code: "signedIn('x', 'judgingSessions', { namespaces: ['judging', 'users'] });",
      errors: [refused('users', 'src/areas/judging')],
    },
    {
      filename: judging,
      code: "void loadNamespaces(lang, ['forms']); hasNamespace(lang, 'results');",
      errors: [refused('forms', 'src/areas/judging'), refused('results', 'src/areas/judging')],
    },
    {
      filename: judging,
      code: "const TEXTS: readonly Namespaces[] = ['judging', 'users']; const more = ['votes'] as Namespaces[];",
      errors: [refused('users', 'src/areas/judging'), refused('votes', 'src/areas/judging')],
    },
    { filename: results, code: "type LogTexts = TranslationFunctions['installation']['logs'];", errors: [refused('installation')] },
    { filename: results, code: "import type { NamespaceUsersTranslation } from '../../../../i18n/i18n-types';", errors: [refused('users')] },
    {
      filename: results,
      code: "import users from '../../../../i18n/en/users/index.ts'; const votes = () => import('../../../../i18n/it/votes/index.ts');",
      errors: [refused('users'), refused('votes')],
    },
    // The status badge read the registered users' words: every screen that showed it had to load them.
    {
      filename: at('src/components/submission-status-badge.tsx'),
      code: 'const a = LL.users.statuses.draft();',
      errors: [{ messageId: 'belowAreas', data: { from: 'src/components', namespace: 'users', own: null } }],
    },
  ],
});
