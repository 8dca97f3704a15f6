import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorTemplate } from './contract-texts.ts';
import { FIELD_LABELS as MAIL_MERGE_LABELS } from './mail-merge.ts';
import { FIELD_LABELS as ORGANISER_LABELS } from './judging-organisers.ts';
import { fieldLabel, validationMessage } from './labels.ts';
import { setTextOverrides, type TextOverrideSource } from './text-overrides.ts';
// The validation messages of every language, as the server installs them.
import './validation-texts/all.ts';

const OVERRIDES: Record<string, Record<string, string>> = {
  pt: {
    'validation.required': 'Preencha o campo {0}',
    'fields.common.company': 'Organização',
    'errors.not_found': 'Nada aqui.',
  },
};

describe("the contract's texts read the installation's overrides", () => {
  // The server's own source, when the same worker has imported it for another file, is put back after each test.
  let installed: TextOverrideSource | null = null;
  beforeEach(() => {
    installed = setTextOverrides(null);
  });
  afterEach(() => setTextOverrides(installed));

  it('keeps the built-in texts when none are installed', () => {
    expect(validationMessage('required', 'company', 'pt')).toBe('O campo Empresa é obrigatório');
    expect(errorTemplate('not_found', 'pt')).toBe('Não encontrado.');
  });

  it('reads a validation message, a shared label and an error text by their keys, in their language only', () => {
    setTextOverrides((lang) => {
      const texts = OVERRIDES[lang];
      return texts ? (key) => texts[key] : undefined;
    });
    expect(validationMessage('required', 'company', 'pt')).toBe('Preencha o campo Organização');
    expect(validationMessage('required', 'company', 'en')).toBe('Company field is required');
    expect(errorTemplate('not_found', 'pt')).toBe('Nada aqui.');
    expect(errorTemplate('forbidden', 'pt')).toBe('Você não tem acesso a isto.');
  });

  it("finds a module's label by its module's key, and a reused label by the first module's", () => {
    const field = Object.keys(MAIL_MERGE_LABELS)[0]!;
    const organiserField = Object.keys(ORGANISER_LABELS)[0]!;
    setTextOverrides(() => (key) => ({ [`fields.mail-merge.${field}`]: 'Renamed', [`fields.judging.${organiserField}`]: 'Shared' })[key]);
    expect(fieldLabel(field, 'en', MAIL_MERGE_LABELS)).toBe('Renamed');
    expect(fieldLabel(organiserField, 'en', ORGANISER_LABELS)).toBe('Shared');
  });
});
