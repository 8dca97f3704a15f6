import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Settings that belong together (a field's options, its conditions), named as every other setting is: by an input's label. */
export function SettingGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Input.Label id={id} labelElement="div" mb={4}>
        {label}
      </Input.Label>
      {children}
    </div>
  );
}
