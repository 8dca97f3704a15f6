import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// React Router's production build, whose one large module holds the data router, its components
// and framework mode's parts (the document's <Scripts>, the root error page, <Form> and its
// submission helpers, the prefetch links), all in one file.
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

// Calls that only build a value: a component wrapper or a context.
const BUILDERS = new Set(['forwardRef', 'createContext', 'memo']);

// The link's prefetch, which only framework mode does: outside it `usePrefetchBehavior` answers
// "no prefetch, no handlers" whatever `prefetch` says, and the prefetch links are never drawn.
// Without these two references the prefetch's whole tree goes.
const PREFETCH_LINKS = /\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/;
const PREFETCH_BEHAVIOR = /usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/;

// Parts of the data router the app never calls: route actions (its forms post through the API
// client, not through <Form>), fetchers (useFetcher), the router's instrumentation and the error
// handler of React Server Components. Each one's body becomes a throw (or, for the handler, its
// children), which lets the bundler drop all they alone reach, about 2.4 KiB of gzip on every page.
const UNUSED_CALL = (what: string) => `{ throw new Error("${what} are not used by this app"); }`;
const UNUSED: Record<string, string> = {
  handleAction: UNUSED_CALL('Route actions'),
  fetch2: UNUSED_CALL('Fetchers'),
  handleFetcherAction: UNUSED_CALL('Fetchers'),
  handleFetcherLoader: UNUSED_CALL('Fetchers'),
  getRouteInstrumentationUpdates: UNUSED_CALL('Instrumentations'),
  instrumentClientSideRouter: UNUSED_CALL('Instrumentations'),
  RSCErrorHandler: '{ return children; }',
};

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isBuilderCall = (init: Node): boolean => {
  if (init.type !== 'CallExpression') return false;
  const callee = init.callee as Node;
  const name = callee.type === 'MemberExpression' ? (callee.property as Node & { name?: string }).name : (callee as Node & { name?: string }).name;
  return name !== undefined && BUILDERS.has(name);
};

// `Link.displayName = "Link";`: a name for React's developer tools, which keeps the component in the build.
const isDisplayName = (statement: Node): boolean => {
  if (statement.type !== 'ExpressionStatement') return false;
  const expression = statement.expression as Node;
  if (expression.type !== 'AssignmentExpression') return false;
  const left = expression.left as Node;
  return left.type === 'MemberExpression' && (left.object as Node).type === 'Identifier' && (left.property as Node & { name?: string }).name === 'displayName';
};

/**
 * Lets the bundler drop what the app never uses of React Router's module. The bundler keeps every
 * top-level `var X = React.forwardRef(...)` and `var Y = class extends React.Component {...}` it
 * cannot prove free of effects, and with them all they reach: `<Form>` with `useSubmit`, the
 * framework's root error page with `<Scripts>`, `<Await>`'s boundary, and every component given a
 * `displayName` (a name for React's developer tools, set by a statement of its own). This edit marks
 * those declarations pure (they only build a value), drops the names, and cuts the prefetch links
 * out of `<Link>`. The build fails when the module no longer reads as this expects (after an update).
 */
export function reactRouterTrim(): Plugin {
  return {
    name: 'react-router-trim',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id) || !code.includes('function createRouter(')) return null;
      if (!PREFETCH_LINKS.test(code) || !PREFETCH_BEHAVIOR.test(code)) this.error(`${id} no longer prefetches its links as expected`);
      const edited = new MagicString(code.replace(PREFETCH_LINKS, 'null').replace(PREFETCH_BEHAVIOR, '[false, null, {}]'));
      const program = this.parse(edited.toString()) as unknown as { body: Node[] };
      let marked = 0;
      for (const statement of program.body) {
        if (isDisplayName(statement)) {
          edited.remove(statement.start, statement.end);
          marked += 1;
          continue;
        }
        if (statement.type !== 'VariableDeclaration') continue;
        for (const declaration of statement.declarations as Node[]) {
          const init = declaration.init as Node | null;
          if (!init) continue;
          if (isBuilderCall(init)) {
            edited.appendLeft(init.start, '/* @__PURE__ */ ');
            marked += 1;
          } else if (init.type === 'ClassExpression' && init.superClass) {
            edited.appendLeft(init.start, '/* @__PURE__ */ (() => ');
            edited.appendRight(init.end, ')()');
            marked += 1;
          }
        }
      }
      if (marked === 0) this.error(`${id} has no declaration left to mark pure`);
      const missing = new Set(Object.keys(UNUSED));
      walk(program, (node) => {
        if (node.type !== 'FunctionDeclaration') return;
        const name = (node.id as Node & { name: string }).name;
        const replacement = UNUSED[name];
        if (replacement === undefined || !missing.delete(name)) return;
        const body = node.body as Node;
        edited.overwrite(body.start, body.end, replacement);
      });
      if (missing.size > 0) this.error(`${id} no longer has: ${[...missing].join(', ')}`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
