import { describe, expect, it } from 'vitest';

describe("zod's settings in the browser", () => {
  it('make every schema parse without compiling code, as the Content-Security-Policy requires', async () => {
    await import('../../src/lib/zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built afterwards (as the contract's are, when a screen loads) still parses.
    expect(z.object({ name: z.string() }).safeParse({ name: 'Acme' }).success).toBe(true);
  });
});
