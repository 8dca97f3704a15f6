// zod compiles fast parsers with `new Function` when it may; the app's Content-Security-Policy
// forbids eval, and the browser reports even zod's caught probe of it as a violation. The
// screens' forms are small: the plain parser is fast enough, so zod never tries.
// zod reads its settings from this global when a schema is built (`z.config` writes the same
// object): set first thing at start, before any contract schema exists, and without loading
// zod on the sign-in page.
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a zod already loaded keeps the very object it read at its start.
(settings.__zod_globalConfig ??= {}).jitless = true;
