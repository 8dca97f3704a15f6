import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the messages' registry and of the browser's loader: the test setup installs every
// language (as the server does), a page starts with none.
async function freshStart() {
  vi.resetModules();
  const messages = await import('../../contract/messages.ts');
  const { loadValidationTexts } = await import('../../src/lib/validation-texts.ts');
  return { ...messages, loadValidationTexts };
}

describe("a page's validation messages", () => {
  it('are those of the language it loads, and of no other', async () => {
    const { loadValidationTexts, validationTemplate } = await freshStart();
    await loadValidationTexts('fr');
    expect(validationTemplate('required', 'fr')).toBe('Le champ {0} est obligatoire');
    expect(validationTemplate('maxLength', 'fr')).toBe('Le champ {0} ne doit pas dépasser {1} caractères');
    // Every other language reads the one loaded: none of theirs is there.
    for (const other of ['it', 'en', 'es', 'pt'] as const) expect(validationTemplate('required', other)).toBe('Le champ {0} est obligatoire');
  });

  it('read, for a language not loaded, in its fallback language when loaded, else in the one loaded', async () => {
    const { loadValidationTexts, validationTemplate } = await freshStart();
    expect(validationTemplate('required', 'es')).toBe('required');
    await loadValidationTexts('it');
    // Every language falls back to English, and English to Italian.
    expect(validationTemplate('required', 'en')).toBe('Il campo {0} è obbligatorio');
    expect(validationTemplate('required', 'es')).toBe('Il campo {0} è obbligatorio');
    await loadValidationTexts('en');
    expect(validationTemplate('required', 'es')).toBe('{0} field is required');
  });

  it('are loaded once however often they are asked', async () => {
    const { loadValidationTexts, validationTemplate } = await freshStart();
    const first = loadValidationTexts('pt');
    expect(loadValidationTexts('pt')).toBe(first);
    await first;
    expect(validationTemplate('email', 'pt')).toBe('Endereço de e-mail inválido');
  });

  it("come with any of a language's texts: its namespaces alone (a preview in the form's language) bring them", async () => {
    const { validationTemplate } = await freshStart();
    const { loadNamespaces } = await import('../../src/lib/i18n.ts');
    await loadNamespaces('es', ['forms']);
    expect(validationTemplate('required', 'es')).toBe('El campo {0} es obligatorio');
  });
});
