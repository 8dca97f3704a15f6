import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACT = /\/contract\/(?:[^/]+\/)*[^/]+\.ts$/;
const SCHEMA_MEMBERS = new Set(['input', 'output']);

/**
 * The browser calls endpoints by path and kind; their zod schemas are the server's business.
 * In the production build this drops `input` and `output` from every `endpoint({...})`
 * declaration of contract/, then drops what the module no longer needs: declarations of its
 * own that nothing reads any more, and the imports left unused (so a module whose schemas only
 * served its endpoints no longer imports zod at all, and the bundler does not tie it to the
 * chunk that holds zod). Top-level declarations built by calls are marked pure (building a
 * schema has no side effect), so an exported schema no screen uses is left out too; a form
 * that validates with a contract schema imports it and gets zod in its own chunk.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'contract-for-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const trimmed = dropUnread(stripSchemas(code, id), id);
      // TypeScript's import elision (without verbatimModuleSyntax) removes the imports nothing reads now.
      const output = ts.transpileModule(markPure(trimmed, id), {
        fileName: id,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, verbatimModuleSyntax: false, sourceMap: false },
      });
      return { code: output.outputText, map: null };
    },
  };
}

function parse(code: string, id: string): ts.SourceFile {
  return ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

// `input` and `output` of every endpoint({...}) become undefined.
function stripSchemas(code: string, id: string): string {
  const source = parse(code, id);
  const edited = new MagicString(code);
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
  return edited.toString();
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

// Removes, until none is left, the module's own top-level constants that no other code of the module names.
function dropUnread(code: string, id: string): string {
  for (;;) {
    const source = parse(code, id);
    const edited = new MagicString(code);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || isExported(statement)) continue;
      const names = statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
      // Types (`type Operator = z.infer<typeof OperatorSchema>`) read nothing at run time.
      const rest = source.statements
        .filter((other) => other !== statement && !ts.isTypeAliasDeclaration(other) && !ts.isInterfaceDeclaration(other))
        .map((other) => other.getText(source))
        .join('\n');
      if (names.every((name) => !new RegExp(`\\b${name}\\b`).test(rest))) edited.remove(statement.getFullStart(), statement.getEnd());
    }
    if (!edited.hasChanged()) return code;
    code = edited.toString();
  }
}

// A declaration built by calls (`z.string().trim()`) becomes a pure immediately-called arrow,
// which the bundler may drop whole when nothing reads it.
function markPure(code: string, id: string): string {
  const source = parse(code, id);
  const edited = new MagicString(code);
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
  return edited.toString();
}
