import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  const parts = new ContractParts();
  return {
    name: 'contract-for-browser',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      const part = query === LIGHT ? 'light' : query === HEAVY ? 'heavy' : null;
      if (!part || !CONTRACT.test(file!)) return null;
      return { code: parts.split(file!)![part], map: null };
    },
    transform(code, id) {
      if (APP_MODULE.test(id) && code.includes('contract/')) {
        const edited = parts.rewriteImports(code, id, ts.ScriptKind.TSX);
        return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : null;
      }
      if (!CONTRACT.test(id)) return null;
      // A module split in two is re-exported from its parts; one that is not is served whole.
      return { code: parts.served(id), map: null };
    },
  };
}

// The browser's code of a contract module: schemas stripped, unread declarations dropped, the rest marked pure.
function browserCode(code: string, id: string): string {
  const trimmed = dropUnread(stripSchemas(code, id), id);
  // TypeScript's import elision (without verbatimModuleSyntax) removes the imports nothing reads now.
  return ts.transpileModule(markPure(trimmed, id), {
    fileName: id,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, verbatimModuleSyntax: false, sourceMap: false },
  }).outputText;
}

// The queries that name a contract module's two parts.
const LIGHT = 'contract-light';
const HEAVY = 'contract-heavy';
// The app's own modules, whose imports of the contract go to its modules' parts.
const APP_MODULE = /\/(src|i18n)\/(?:[^/]+\/)*[^/]+\.tsx?$/;

interface Split {
  // The module's exported names by the part that declares them.
  lightNames: Set<string>;
  heavyNames: Set<string>;
  facade: string;
  light: string;
  heavy: string;
}

interface Analysis {
  // The module's browser code (see `browserCode`), analysed once per build.
  code: string;
  source: ts.SourceFile;
  // The module's exported names that bring zod (or anything beside the contract's zod-free code) when read.
  heavyExports: Set<string>;
  // Names the module re-exports from another, with the module and the name there.
  reexports: Map<string, { file: string; name: string }>;
  split: Split | null;
}

/**
 * A contract module is one file to the bundler, which puts it whole in one chunk with every
 * declaration some screen reads: the endpoints Home calls would come with the schemas the session
 * editor validates with, and zod with them. Each module whose declarations are of both kinds is
 * therefore served as two: its light part (what needs no zod: endpoints, constants, helpers) and
 * its heavy part (what is built with zod, or reads what is), which the module re-exports. A screen
 * that imports only light names never loads the heavy part.
 */
class ContractParts {
  private readonly analyses = new Map<string, Analysis>();

  split(id: string): Split | null {
    return this.analyse(id).split;
  }

  /** What the module itself serves: its two parts re-exported when it is split, else its browser code whole. */
  served(id: string): string {
    const analysis = this.analyse(id);
    return analysis.split ? analysis.split.facade : analysis.code;
  }

  // Where a contract module's exported name is declared: its module's light or heavy part, or the module whole.
  private locate(file: string, name: string): { file: string; part: 'light' | 'heavy' | 'whole'; name: string } {
    const split = this.split(file);
    if (split?.lightNames.has(name)) return { file, part: 'light', name };
    if (split?.heavyNames.has(name)) return { file, part: 'heavy', name };
    const reexport = this.analyse(file).reexports.get(name);
    if (reexport && CONTRACT.test(reexport.file) && existsSync(reexport.file)) return this.locate(reexport.file, reexport.name);
    return { file, part: 'whole', name };
  }

  /**
   * Each import of a split contract module's names becomes an import from the part that declares
   * them: a module is one unit to the bundler's chunks, so importing through the module would
   * bring both parts.
   */
  rewriteImports(code: string, id: string, kind: ts.ScriptKind): MagicString {
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, kind);
    const edited = new MagicString(code);
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) || node.importClause?.isTypeOnly) continue;
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!from.startsWith('.')) continue;
      const target = path.resolve(path.dirname(id), from);
      if (!CONTRACT.test(target) || !existsSync(target)) continue;
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) continue;
      const groups = new Map<string, string[]>();
      const types: string[] = [];
      let moved = false;
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        const local = element.name.text;
        if (element.isTypeOnly) {
          types.push(imported === local ? local : `${imported} as ${local}`);
          continue;
        }
        const found = this.locate(target, imported);
        if (found.file !== target || found.part !== 'whole') moved = true;
        const relative = path.relative(path.dirname(id), found.file).replaceAll('\\', '/');
        const specifier = `${relative.startsWith('.') ? relative : `./${relative}`}${found.part === 'light' ? `?${LIGHT}` : found.part === 'heavy' ? `?${HEAVY}` : ''}`;
        groups.set(specifier, [...(groups.get(specifier) ?? []), found.name === local ? local : `${found.name} as ${local}`]);
      }
      if (!moved && types.length === 0) continue;
      const statements = [...groups].map(([specifier, names]) => `import { ${names.join(', ')} } from '${specifier}';`);
      // Types are erased whole: an import left with none of its names would still load the module.
      if (types.length > 0) statements.push(`import type { ${types.join(', ')} } from '${from}';`);
      edited.overwrite(node.getStart(source), node.getEnd(), statements.join(' '));
    }
    return edited;
  }

  private analyse(id: string): Analysis {
    const known = this.analyses.get(id);
    if (known) return known;
    const code = browserCode(readFileSync(id, 'utf8'), id);
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    // Cycles among contract modules: a module met again while analysed counts as all heavy.
    const pending: Analysis = { code, source, heavyExports: new Set(['*']), reexports: new Map(), split: null };
    this.analyses.set(id, pending);
    const analysis = this.analyseSource(id, code, source);
    this.analyses.set(id, analysis);
    return analysis;
  }

  private heavyImport(from: string, importer: string, name: string): boolean {
    // A package (zod above all) counts as heavy: the contract's light code imports none.
    if (!from.startsWith('.')) return true;
    const target = path.resolve(path.dirname(importer), from);
    if (!CONTRACT.test(target) || !existsSync(target)) return true;
    const exports = this.analyse(target).heavyExports;
    return exports.has('*') || exports.has(name);
  }

  private analyseSource(id: string, code: string, source: ts.SourceFile): Analysis {
    const imports = new Map<string, { from: string; name: string }>();
    const statements: Array<{ node: ts.Statement; declares: string[]; reads: Set<string>; heavy: boolean }> = [];
    const reexports: ts.ExportDeclaration[] = [];
    const exportLists: ts.ExportDeclaration[] = [];
    for (const node of source.statements) {
      if (ts.isImportDeclaration(node)) {
        const from = (node.moduleSpecifier as ts.StringLiteral).text;
        const clause = node.importClause;
        if (clause?.name) imports.set(clause.name.text, { from, name: '*' });
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { from, name: '*' });
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
        continue;
      }
      if (ts.isExportDeclaration(node)) {
        if (node.moduleSpecifier) reexports.push(node);
        else exportLists.push(node);
        continue;
      }
      const declares = declaredNames(node);
      const mutable = ts.isVariableStatement(node) && (node.declarationList.flags & ts.NodeFlags.Const) === 0;
      const isDefault = ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      // Statements that are not declarations run for their effect, and a mutable binding is written where it lives: both stay heavy.
      statements.push({ node, declares, reads: readNames(node), heavy: declares.length === 0 || mutable || isDefault || ts.isExportAssignment(node) });
    }
    const heavyNames = new Set<string>();
    for (const [local, { from, name }] of imports) if (this.heavyImport(from, id, name)) heavyNames.add(local);
    for (let changed = true; changed; ) {
      changed = false;
      for (const statement of statements) {
        if (!statement.heavy && [...statement.reads].some((name) => heavyNames.has(name))) statement.heavy = true;
        if (!statement.heavy) continue;
        for (const name of statement.declares) {
          if (heavyNames.has(name)) continue;
          heavyNames.add(name);
          changed = true;
        }
      }
    }
    const exportedAs = new Map<string, string>();
    for (const statement of statements) if (isExported(statement.node)) for (const name of statement.declares) exportedAs.set(name, name);
    for (const list of exportLists) for (const element of (list.exportClause as ts.NamedExports).elements) exportedAs.set((element.propertyName ?? element.name).text, element.name.text);
    const heavyExports = new Set<string>();
    for (const [local, exported] of exportedAs) if (heavyNames.has(local) || imports.has(local)) heavyExports.add(exported);
    for (const reexport of reexports) {
      const from = (reexport.moduleSpecifier as ts.StringLiteral).text;
      const clause = reexport.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        if (this.heavyImport(from, id, '*')) heavyExports.add('*');
        continue;
      }
      for (const element of clause.elements) if (this.heavyImport(from, id, (element.propertyName ?? element.name).text)) heavyExports.add(element.name.text);
    }
    const reexported = new Map<string, { file: string; name: string }>();
    for (const reexport of reexports) {
      const clause = reexport.exportClause;
      if (!clause || !ts.isNamedExports(clause) || reexport.isTypeOnly) continue;
      const file = path.resolve(path.dirname(id), (reexport.moduleSpecifier as ts.StringLiteral).text);
      for (const element of clause.elements) if (!element.isTypeOnly) reexported.set(element.name.text, { file, name: (element.propertyName ?? element.name).text });
    }
    const light = statements.filter((statement) => !statement.heavy);
    const heavy = statements.filter((statement) => statement.heavy);
    if (light.length === 0 || heavy.length === 0 || exportLists.length > 0) return { code, source, heavyExports, reexports: reexported, split: null };

    const text = (node: ts.Node) => code.slice(node.getFullStart(), node.getEnd());
    const file = path.basename(id);
    const importsFor = (part: typeof statements) => {
      const reads = new Set(part.flatMap((statement) => [...statement.reads]));
      return source.statements
        .filter(ts.isImportDeclaration)
        .map((node) => {
          const clause = node.importClause;
          const bindings = clause?.namedBindings;
          const names: string[] = [];
          if (clause?.name && reads.has(clause.name.text)) names.push(`default as ${clause.name.text}`);
          if (bindings && ts.isNamespaceImport(bindings) && reads.has(bindings.name.text)) return `import * as ${bindings.name.text} from ${node.moduleSpecifier.getText(source)};`;
          if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (reads.has(element.name.text)) names.push(element.getText(source));
          return names.length > 0 ? `import { ${names.join(', ')} } from ${node.moduleSpecifier.getText(source)};` : '';
        })
        .filter(Boolean);
    };
    const lightNames = light.flatMap((statement) => statement.declares);
    const heavyReads = new Set(heavy.flatMap((statement) => [...statement.reads]));
    const shared = lightNames.filter((name) => heavyReads.has(name));
    const alias = (name: string) => `__light_${name}`;
    const lightCode = [
      ...importsFor(light),
      ...light.map((statement) => text(statement.node)),
      shared.length > 0 ? `export { ${shared.map((name) => `${name} as ${alias(name)}`).join(', ')} };` : '',
    ].join('\n');
    const heavyCode = [
      ...importsFor(heavy),
      shared.length > 0 ? `import { ${shared.map((name) => `${alias(name)} as ${name}`).join(', ')} } from './${file}?${LIGHT}';` : '',
      ...heavy.map((statement) => text(statement.node)),
    ].join('\n');
    const facade = [`export * from './${file}?${LIGHT}';`, `export * from './${file}?${HEAVY}';`, ...reexports.map(text)].join('\n');
    const lightExports = new Set([...exportedAs.values()].filter((name) => !heavyExports.has(name)));
    const heavyLocal = new Set([...exportedAs].filter(([local]) => heavyNames.has(local)).map(([, exported]) => exported));
    // Each part's own imports of split contract modules go to their parts too.
    const rewrite = (part: string) => this.rewriteImports(part, id, ts.ScriptKind.JS).toString();
    return { code, source, heavyExports, reexports: reexported, split: { lightNames: lightExports, heavyNames: heavyLocal, facade, light: rewrite(lightCode), heavy: rewrite(heavyCode) } };
  }
}

// The names a top-level statement declares.
function declaredNames(node: ts.Statement): string[] {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
  if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return [node.name.text];
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

// Every name a statement may read (more than it reads: a property's or a parameter's name counts too, which only makes it heavier).
function readNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (ts.isPropertyAccessExpression(child)) return visit(child.expression);
    if (ts.isIdentifier(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
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
