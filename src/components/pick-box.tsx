import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';

/** What a list's box to pick a row (or, in its header, the page) shows and does. */
export interface PickBoxProps {
  /** Its name for assistive technology ("Select Maria Rossi"). */
  label: string;
  checked: boolean;
  /** Some of the page's rows picked, not all (the header's box). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange(): void;
}

/**
 * The box of a list with a selection (`DataList`'s `selection.box`). It lives apart from the list so
 * a list without a selection, Home's among them, never loads Mantine's checkbox.
 */
export function PickBox({ label, checked, indeterminate, disabled, onChange }: PickBoxProps) {
  return <Checkbox aria-label={label} checked={checked} indeterminate={indeterminate} disabled={disabled} onChange={onChange} />;
}
