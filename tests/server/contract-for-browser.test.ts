import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractForBrowser } from '../../scripts/contract-for-browser.ts';

const file = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// The plugin's hooks, called as the bundler calls them.
function plugin() {
  const hooks = contractForBrowser() as unknown as {
    load: (id: string) => { code: string } | null;
    transform: (code: string, id: string) => { code: string } | null;
  };
  return hooks;
}

describe('the contract in the browser build', () => {
  const judging = file('contract/judging.ts');

  it('serves a module of endpoints and schemas as a light part without zod and a heavy part with it', () => {
    const hooks = plugin();
    const light = hooks.load(`${judging}?contract-light`)!.code;
    const heavy = hooks.load(`${judging}?contract-heavy`)!.code;
    expect(light).toContain('judges/sessions/list');
    expect(light).not.toMatch(/from 'zod'/);
    expect(light).not.toContain('CriterionSchema');
    expect(heavy).toContain('CriterionSchema');
    expect(heavy).toMatch(/from 'zod'/);
    // The module itself re-exports both.
    expect(hooks.transform('', judging)!.code).toMatch(/export \* from '\.\/judging\.ts\?contract-light';\s*export \* from '\.\/judging\.ts\?contract-heavy';/);
  });

  it("sends each of a screen's imports to the part that declares it, and types nowhere", () => {
    const code = [
      "import { JudgeSessionList, CriterionSchema, type Criterion } from '../../../../contract/judging.ts';",
      'console.log(JudgeSessionList, CriterionSchema);',
    ].join('\n');
    const out = plugin().transform(code, file('src/areas/projects/home/example.tsx'))!.code;
    expect(out).toContain("import { JudgeSessionList } from '../../../../contract/judging.ts?contract-light';");
    expect(out).toContain("import { CriterionSchema } from '../../../../contract/judging.ts?contract-heavy';");
    expect(out).toContain("import type { Criterion } from '../../../../contract/judging.ts';");
  });

  it('follows a re-export to the module that declares the name', () => {
    const code = "import { ALERT_SEVERITIES } from '../../../contract/alerts.ts';\nconsole.log(ALERT_SEVERITIES);";
    const out = plugin().transform(code, file('src/app/shell/example.tsx'))?.code ?? code;
    expect(out).toMatch(/from '\.\.\/\.\.\/\.\.\/contract\/alerts-public\.ts(\?contract-light)?'/);
  });

  it('keeps a module\'s field labels named as they are declared, so a screen finds their overrides', () => {
    const light = plugin().load(`${file('contract/companies.ts')}?contract-light`)!.code;
    expect(light).toMatch(/export const FIELD_LABELS = \/\* @__PURE__ \*\/ \(\(\) => \(namedFieldLabels\('companies', \{/);
  });
});
