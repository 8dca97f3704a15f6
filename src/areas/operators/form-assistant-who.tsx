import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Select, TextInput } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { AssistantValues } from './form-assistant-values.ts';
import { InviteLanguageSelect } from './invite-language-select.tsx';

interface AssistantWhoFieldsProps {
  values: AssistantValues;
  operatorOptions: Array<{ value: string; label: string }>;
  errors: Record<string, string>;
  onChange: (change: Partial<AssistantValues>) => void;
}

/** Who becomes the assistant: one of the company's operators, or an address to invite in a language. */
export function AssistantWhoFields({ values, operatorOptions, errors, onChange }: AssistantWhoFieldsProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <SegmentedControl
        aria-label={LL.operators.who()}
        value={values.who}
        onChange={(value) => onChange({ who: value === 'email' ? 'email' : 'operator' })}
        data={[
          { value: 'operator', label: LL.operators.whoOperator() },
          { value: 'email', label: LL.operators.whoEmail() },
        ]}
      />
      {values.who === 'operator' ? (
        <Select
          label={LL.operators.operator()}
          required
          searchable
          data={operatorOptions}
          value={values.operator}
          onChange={(operator) => onChange({ operator })}
          error={errors.operator}
        />
      ) : (
        <>
          <TextInput
            type="email"
            label={LL.operators.email()}
            required
            autoComplete="off"
            value={values.email}
            onChange={(event) => onChange({ email: event.currentTarget.value })}
            error={errors.Email}
          />
          <InviteLanguageSelect value={values.lang} onChange={(lang) => onChange({ lang })} />
        </>
      )}
    </>
  );
}
