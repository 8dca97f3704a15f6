import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Rule } from '../../../lib/validation.ts';

/**
 * A controlled form of text fields with the catalogue's rules, shaped like @mantine/form's
 * (`getInputProps`, `onSubmit`, `setErrors`). The two sign-in steps use it instead of
 * @mantine/form to keep the login page within its size budget; every other form uses @mantine/form.
 */
export function useLightForm<F extends string>(initial: Record<F, string>, rules: Partial<Record<F, Rule>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const setFieldValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const getInputProps = (field: F) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFieldValue(field, event.currentTarget.value),
  });

  const onSubmit = (handler: (values: Record<F, string>) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (Object.keys(rules) as F[]).map((field) => [field, rules[field]?.(values[field]) ?? undefined]).filter(([, message]) => message),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) void handler(values);
  };

  return { values, getInputProps, setFieldValue, setErrors, onSubmit };
}
