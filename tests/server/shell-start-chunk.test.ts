import { describe, expect, it } from 'vitest';
import { barrelExports, namesFrom } from '../../scripts/shell-start-chunk.ts';

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
});
