import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelExports, barrelOf, namesFrom } from '../../scripts/shell-start-chunk.ts';

describe("the signed-in start's file: reading imports as tree-shaking does", () => {
  it('takes the names a module imports from a package, and all of it for a namespace or a re-export of everything', () => {
    const code = [
      'import { Button, Group as Row } from "@mantine/core";',
      "import { useState } from 'react';",
      'import {\n  Stack,\n  type MantineTheme\n} from "@mantine/core";',
    ].join('\n');
    expect(namesFrom(code, '@mantine/core')).toEqual(new Set(['Button', 'Group', 'Stack', 'MantineTheme']));
    expect(namesFrom(code, '@mantine/hooks')).toEqual(new Set());
    expect(namesFrom('import * as core from "@mantine/core";', '@mantine/core')).toBe('all');
    expect(namesFrom('export * from "@mantine/core";', '@mantine/core')).toBe('all');
  });

  it("maps a barrel's exported names to the modules they come from, in both of its forms", () => {
    const barrel = {
      id: '/app/node_modules/@mantine/core/esm/index.mjs',
      code: [
        'import { Button } from "./components/Button/Button.mjs";',
        'import { rem, em as toEm } from "./core/utils/rem.mjs";',
        'export { Badge } from "./components/Badge/Badge.mjs";',
        'export { Button, rem, toEm as em };',
      ].join('\n'),
    };
    expect(Object.fromEntries(barrelExports(barrel))).toEqual({
      Badge: '/app/node_modules/@mantine/core/esm/components/Badge/Badge.mjs',
      Button: '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
      rem: '/app/node_modules/@mantine/core/esm/core/utils/rem.mjs',
      em: '/app/node_modules/@mantine/core/esm/core/utils/rem.mjs',
    });
  });

  it("follows Tabler's icons to the ones named, as Mantine's parts: the start holds only the icons it draws", () => {
    const require = createRequire(import.meta.url);
    const id = path.join(path.dirname(require.resolve('@tabler/icons-react/package.json')), 'dist/esm/tabler-icons-react.mjs');
    expect(barrelOf(id)).toBe('@tabler/icons-react');
    expect(barrelOf('/app/node_modules/@mantine/core/esm/index.mjs')).toBe('@mantine/core');
    expect(barrelOf('/app/node_modules/@tabler/icons-react/dist/esm/icons/IconUsers.mjs')).toBeNull();
    const parts = barrelExports({ id, code: fs.readFileSync(id, 'utf8') });
    expect(parts.get('IconUsers')).toBe(path.join(path.dirname(id), 'icons/IconUsers.mjs'));
    // Two names for one icon, in one clause of the barrel.
    expect(parts.get('Icon123')).toBe(parts.get('IconNumber123'));
  });
});
