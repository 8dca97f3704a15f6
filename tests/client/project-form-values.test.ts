import { describe, expect, it } from 'vitest';
import { projectErrors } from '../../src/areas/projects/use-project-form.ts';
import { emptyProject, projectPayload, projectToForm, type ProjectFormValues } from '../../src/areas/projects/project-values.ts';
import { fromLocalInput, toLocalInput } from '../../src/lib/time/local-input.ts';
import type { FieldLabels } from '../../src/lib/forms/schema-errors.ts';

const LABELS: FieldLabels<keyof ProjectFormValues> = {
  name: 'Name',
  slug: 'Slug',
  languages: 'Languages offered',
  default_lang: 'Default language',
  opens_at: 'Opens',
  closes_at: 'Closes',
  status: 'Status',
};

describe('project form values', () => {
  it('sends blank dates as null and typed ones as ISO moments of the same instant', () => {
    const payload = projectPayload({ ...emptyProject('en'), name: ' Awards ', slug: 'awards', opens_at: '2030-03-01T09:30' });
    expect(payload).toMatchObject({ name: 'Awards', slug: 'awards', languages: ['en'], default_lang: 'en', closes_at: null, status: 'draft' });
    expect(payload.opens_at).toBe(new Date('2030-03-01T09:30').toISOString());
    expect(toLocalInput(payload.opens_at)).toBe('2030-03-01T09:30');
  });

  it('reads a stored project back into the form', () => {
    const values = projectToForm({
      id: 'p', company_id: 'c', name: 'Awards', slug: 'awards', description: '', languages: ['it', 'en'], default_lang: 'it',
      opens_at: null, closes_at: '2030-01-02T03:04:00.000Z', status: 'open', version: 3, created_at: '', updated_at: '',
    });
    expect(values).toMatchObject({ languages: ['it', 'en'], default_lang: 'it', opens_at: '', status: 'open' });
    expect(fromLocalInput(values.closes_at)).toBe('2030-01-02T03:04:00.000Z');
  });
});

describe('project form rules: the contract schema on the payload the form sends', () => {
  const valid = { ...emptyProject('en'), name: 'Awards', slug: 'awards' };

  it('accepts a complete project', () => {
    expect(projectErrors(valid, LABELS, 'en')).toEqual({});
  });

  it('words the contract rules on their fields in the screen language', () => {
    const errors = projectErrors(
      { ...valid, name: '', slug: 'Not A Slug', default_lang: 'fr', opens_at: '2030-02-01T10:00', closes_at: '2030-01-01T10:00' },
      LABELS,
      'en',
    );
    expect(errors.name).toBe('Name field is required');
    expect(errors.slug).toBe('Field can only contain lowercase letters, numbers, hyphens and underscores');
    expect(errors.default_lang).toBe('The default language must be one of the languages offered');
    expect(errors.closes_at).toBe('The closing date must come after the opening date');
  });

  it('asks for at least one language', () => {
    expect(projectErrors({ ...valid, languages: [] }, LABELS, 'it').languages).toBe('Il campo Languages offered è obbligatorio');
  });
});
