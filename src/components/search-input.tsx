import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface SearchInputProps {
  label: string;
  placeholder: string;
  /** The search the list holds (from the address). */
  value: string;
  /** A new search, once typing pauses. */
  onSearch(value: string): void;
}

/** A list's search box: labelled, with a hint of what it finds, sending the text once typing pauses. */
export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
    // Only the typed text starts a search; the address's own changes must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch aria-hidden="true" size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      miw={220}
      style={{ flex: '1 1 220px' }}
    />
  );
}
