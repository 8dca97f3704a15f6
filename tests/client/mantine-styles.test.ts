import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

// Mantine's components whose list opens in a popover: their dropdown is placed by Popover.css
// (position: absolute), and the options by Combobox.css.
const COMBOBOXES = new Set(['Autocomplete', 'Combobox', 'MultiSelect', 'Select', 'TagsInput']);
const POPOVERS = new Set([...COMBOBOXES, 'HoverCard', 'Menu', 'Popover']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The components a module takes from @mantine/core.
function mantineComponents(code: string): string[] {
  const list = /import \{([^}]*)\} from '@mantine\/core';/.exec(code)?.[1] ?? '';
  return list.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean);
}

const styles = (code: string) => [...code.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css';/g)].map((match) => match[1]);

describe("Mantine's styles", () => {
  // Each screen imports the styles of the components it shows: a dropdown must not depend on
  // another screen (the account menu) having loaded Popover.css first, or its options open
  // in the page's flow, under the navbar, where no click reaches them.
  it('come with every screen that opens a dropdown: Popover.css, and Combobox.css after it for a list of options', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      const used = mantineComponents(code);
      const imported = styles(code);
      const name = path.relative(SRC, file);
      if (used.some((component) => POPOVERS.has(component)) && !imported.includes('Popover')) missing.push(`${name}: Popover.css`);
      if (used.some((component) => COMBOBOXES.has(component))) {
        if (!imported.includes('Combobox')) missing.push(`${name}: Combobox.css`);
        else if (imported.indexOf('Popover') > imported.indexOf('Combobox')) missing.push(`${name}: Popover.css before Combobox.css`);
      }
    }
    expect(missing).toEqual([]);
  });
});
