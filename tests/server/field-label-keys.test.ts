import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const CONTRACT = new URL('../../contract/', import.meta.url);

// The names the contract gives its sets of labels (`namedFieldLabels('users', ...)`).
function namedSets(): string[] {
  return readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.ts') && file !== 'text-overrides.ts')
    .flatMap((file) => [...readFileSync(new URL(file, CONTRACT), 'utf8').matchAll(/namedFieldLabels\('([\w-]+)'/g)].map((match) => match[1]!))
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

  it("of every named set are in the catalog's list, each under its set's key, no key twice", async () => {
    const { CONTRACT_FIELD_LABELS } = await import('../../contract/contract-texts.ts');
    const { fieldLabelKey } = await import('../../contract/text-overrides.ts');
    const keys = CONTRACT_FIELD_LABELS.map((labels) => Object.entries(labels).map(([field, label]) => ({ field, key: fieldLabelKey(label) })));
    // Each set's name, as its first label's key says it.
    const sets = keys.map((set) => /^fields\.([\w-]+)\./.exec(set[0]?.key ?? '')?.[1]);
    expect([...sets].sort()).toEqual(namedSets());
    const wrong = keys.flatMap((set, index) => set.filter(({ field, key }) => key !== `fields.${sets[index]}.${field}`));
    expect(wrong).toEqual([]);
    const all = keys.flat().map(({ key }) => key);
    expect(new Set(all).size).toBe(all.length);
  });
});
