import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may; the app's Content-Security-Policy
// forbids eval, and the browser reports even zod's caught probe of it as a violation. The
// screens' forms are small: the plain parser is fast enough, so zod never tries.
z.config({ jitless: true });
