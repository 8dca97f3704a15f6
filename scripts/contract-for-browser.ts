import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACT = /\/contract\/[^/]+\.ts$/;
const SCHEMA_MEMBERS = new Set(['input', 'output']);

/**
 * The browser calls endpoints by path and kind; their zod schemas are the server's
 * business. In the production build this drops `input` and `output` from every
 * `endpoint({...})` declaration of contract/, and marks each top-level declaration built
 * by calls as pure (building a schema has no side effect), so a schema no screen uses
 * is left out and zod reaches only the screens that validate a form with a schema,
 * never the sign-in page.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'contract-for-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const edited = new MagicString(code);
      // A declaration built by calls (`z.string().trim()`) becomes a pure immediately-called arrow,
      // which the bundler may drop whole when nothing reads it.
      const hasCall = (node: ts.Node): boolean =>
        ts.isCallExpression(node) || (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node) && ts.forEachChild(node, hasCall) === true);
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const value = declaration.initializer;
          if (!value || !hasCall(value)) continue;
          edited.prependLeft(value.getStart(source), '/* @__PURE__ */ (() => (');
          edited.appendRight(value.getEnd(), '))()');
        }
      }
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
          const [definition] = node.arguments;
          if (definition && ts.isObjectLiteralExpression(definition)) {
            for (const member of definition.properties) {
              if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && SCHEMA_MEMBERS.has(member.name.text)) {
                edited.overwrite(member.initializer.getStart(source), member.initializer.getEnd(), 'undefined');
              }
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
