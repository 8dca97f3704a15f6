import type { FormField } from '../../../../contract/form-definition.ts';

/** The field with one setting changed; an emptied setting leaves the field rather than staying as empty. */
export function withSetting(field: FormField, name: string, value: unknown): FormField {
  const next = { ...field } as Record<string, unknown>;
  const empty = value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
  if (empty && name !== 'options') delete next[name];
  else next[name] = value;
  return next as FormField;
}
