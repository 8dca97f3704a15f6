import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterTrim } from '../../scripts/react-router-trim.ts';

const ROUTER = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const routerModule = () => {
  const name = fs.readdirSync(ROUTER).find((file) => /^chunk-[\w-]+\.mjs$/.test(file) && fs.readFileSync(ROUTER + file, 'utf8').includes('function createRouter('));
  return ROUTER + name!;
};

// The plugin's transform, called as the bundler calls it, with the bundler's parser.
function transform(code: string, id: string): string | null {
  const hook = reactRouterTrim().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const context = {
    parse: (source: string) => parseAst(source),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id)?.code ?? null;
}

describe("the build's edit of React Router's module", () => {
  const id = routerModule();
  const original = fs.readFileSync(id, 'utf8');
  const edited = transform(original, id)!;

  it('marks the components and contexts it builds as pure, and its error boundaries too', () => {
    expect(original).toMatch(/^var Form = React\d*\.forwardRef\(/m);
    expect(edited).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(edited).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(edited).toMatch(/^var RemixErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => class extends React\d*\.Component \{/m);
  });

  it("drops the names given for React's developer tools, and the links' prefetch", () => {
    expect(original).toContain('Form.displayName = "Form";');
    expect(edited).not.toMatch(/^\w+\.displayName = "/m);
    expect(original).toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(edited).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(edited).not.toMatch(/usePrefetchBehavior\(\s*prefetch,\s*rest/);
    expect(edited).toContain('[false, null, {}]');
  });

  it('leaves the rest as it was: the edited module still parses and keeps the router', () => {
    expect(() => parseAst(edited)).not.toThrow();
    expect(edited).toContain('function createRouter(');
    expect(edited).toContain('function useLinkClickHandler(');
  });

  it("replaces the parts the app never calls (actions, fetchers, instrumentation) by a throw, and fails the build when one is gone", () => {
    expect(original).toMatch(/async function handleFetcherAction\([^)]*\) \{\n\s+interruptActiveLoads\(\);/);
    for (const name of ['handleAction', 'fetch2', 'handleFetcherAction', 'handleFetcherLoader', 'instrumentClientSideRouter']) {
      expect(edited).toMatch(new RegExp(`function ${name}\\([^)]*\\) \\{ throw new Error\\("\\w[\\w ]+ are not used by this app"\\); \\}`));
    }
    expect(edited).toMatch(/function RSCErrorHandler\(\{\s*children,\s*error\s*\}\) \{ return children; \}/);
    // The router's navigation, which the app uses, stays whole.
    expect(edited).toMatch(/async function startNavigation\([^)]*\) \{\n/);
    const renamed = original.replace('async function handleFetcherLoader(', 'async function loadFetcher(');
    expect(() => transform(renamed, id)).toThrow(/no longer has: handleFetcherLoader/);
  });

  it('touches no other module, and fails the build when the module no longer reads as it expects', () => {
    expect(transform('var x = React.forwardRef(() => null);', '/app/src/x.ts')).toBeNull();
    const changed = original.replace(/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, 'usePrefetch(prefetch)');
    expect(() => transform(changed, id)).toThrow(/no longer prefetches/);
  });
});
