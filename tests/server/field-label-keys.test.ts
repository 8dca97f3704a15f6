import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const CONTRACT = new URL('../../contract/', import.meta.url);

// The names the contract gives its sets of labels (`namedFieldLabels('users', ...)`), but the shared ones the catalog adds itself.
function namedSets(): string[] {
  return readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.ts') && file !== 'text-overrides.ts')
    .flatMap((file) => [...readFileSync(new URL(file, CONTRACT), 'utf8').matchAll(/namedFieldLabels\('([\w-]+)'/g)].map((match) => match[1]!))
    .filter((name) => name !== 'common')
    .sort();
}

describe("the contract's field labels", () => {
  it('are named by their module as it declares them, so a screen that imports one module finds their overrides', async () => {
    vi.resetModules();
    const { FIELD_LABELS } = await import('../../contract/sso.ts');
    const { fieldLabelKey, labelIn, setTextOverrides } = await import('../../contract/text-overrides.ts');
    expect(fieldLabelKey(FIELD_LABELS.issuer)).toBe('fields.sso.issuer');
    setTextOverrides((lang) => (lang === 'en' ? (key) => (key === 'fields.sso.issuer' ? 'Identity provider address' : undefined) : undefined));
    expect(labelIn(FIELD_LABELS.issuer, 'en')).toBe('Identity provider address');
    expect(labelIn(FIELD_LABELS.issuer, 'it')).toBe(FIELD_LABELS.issuer.it);
    setTextOverrides(null);
  });

  it("of every named set are in the catalog's list, each under its set's key (a reused label under the first set's)", async () => {
    const { CONTRACT_FIELD_LABELS } = await import('../../contract/contract-texts.ts');
    const { fieldLabelKey } = await import('../../contract/text-overrides.ts');
    // judging-organisers lists the labels it reuses from judging, under judging's keys.
    expect(CONTRACT_FIELD_LABELS.map(([module]) => module).sort()).toEqual([...namedSets(), 'judging-organisers'].sort());
    const wrong: string[] = [];
    for (const [module, labels] of CONTRACT_FIELD_LABELS) {
      for (const [field, label] of Object.entries(labels)) {
        const owner = module === 'judging-organisers' ? 'judging' : module;
        if (fieldLabelKey(label) !== `fields.${owner}.${field}`) wrong.push(`${module}.${field}: ${fieldLabelKey(label)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
