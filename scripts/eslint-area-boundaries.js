// ESLint rules: an area (src/areas/<area>/, server/areas/<area>/) imports no other area's files,
// and a client area reads no other area's i18n namespace. What two areas share moves down: src/lib
// or src/components, server/auth, server/http, server/jobs...; words two areas show, to `shell`.
import fs from 'node:fs';
import path from 'node:path';

const AREA = /^(?<side>src|server)\/areas\/(?<area>[^/]+)\//;

function areaOf(file, root) {
  const match = AREA.exec(path.relative(root, file).split(path.sep).join('/'));
  return match ? `${match.groups.side}/areas/${match.groups.area}` : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noOtherAreas = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids importing another area's internals" },
    messages: {
      otherArea: "{{from}} imports {{to}}: an area does not reach into another area; move what both use down (src/lib, src/components; server/auth, server/http, server/jobs).",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const own = areaOf(file, root);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(file), source), root);
      if (target && target !== own) context.report({ node, messageId: 'otherArea', data: { from: own, to: target } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

// The namespaces every signed-in screen may read: the shell's (the screen kit's words among them)
// and the rich-text editor's. The root dictionary's keys (`app`, `login`...) are no namespace.
const SHARED_NAMESPACES = ['shell', 'richText'];
// Code below the areas serves them all: it reads only the shared namespaces.
const SHARED_CODE = /^src\/(app|components|lib)\//;
const CLIENT_AREA = /^src\/areas\/(?<area>[^/]+)\//;
// The calls that load a namespace or ask whether it is loaded, by name.
const NAMESPACE_CALLS = new Set(['loadNamespaces', 'hasNamespace', 'loadNamespace', 'loadNamespaceAsync', 'importNamespaceAsync']);
// The generated types that hold every namespace, indexed by its name (`TranslationFunctions['users']`).
const ALL_TEXTS_TYPES = new Set(['TranslationFunctions', 'Translations', 'Translation']);
const NAMESPACE_TYPE = /^Namespace(?<name>[A-Z]\w*)Translation$/;
const DICTIONARY_FILE = /^i18n\/[^/]+\/(?<namespace>[^/]+)\//;

const namespacesByRoot = new Map();

/** The i18n namespaces: the folders of the base language's dictionary. */
function namespacesOf(root) {
  if (!namespacesByRoot.has(root)) {
    const base = JSON.parse(fs.readFileSync(path.join(root, '.typesafe-i18n.json'), 'utf8')).baseLocale;
    const folders = fs.readdirSync(path.join(root, 'i18n', base), { withFileTypes: true });
    namespacesByRoot.set(root, new Set(folders.filter((entry) => entry.isDirectory()).map((entry) => entry.name)));
  }
  return namespacesByRoot.get(root);
}

// An area's namespace is named like it, in camelCase (`mail-merge` reads `mailMerge`).
const namespaceOfArea = (area) => area.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** Who a file is for this rule: an area with its own namespace, code below the areas, or neither (null). */
function readerOf(file, root) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const area = CLIENT_AREA.exec(relative)?.groups.area;
  if (area) return { from: `src/areas/${area}`, own: namespaceOfArea(area) };
  return SHARED_CODE.test(relative) ? { from: relative.split('/').slice(0, 2).join('/'), own: null } : null;
}

const isLL = (node) => (node.type === 'Identifier' && node.name === 'LL') || (node.type === 'MemberExpression' && isLL(node.property));
const keyName = (node, computed) => (!computed && node.type === 'Identifier' ? node.name : typeof node.value === 'string' ? node.value : null);

/** Whether a type names another: `Namespaces`, `readonly Namespaces[]`, `Array<Namespaces>`, a union holding it. */
function mentions(type, name) {
  switch (type.type) {
    case 'TSTypeReference':
      return type.typeName.name === name || (type.typeArguments?.params ?? []).some((param) => mentions(param, name));
    case 'TSTypeOperator':
      return mentions(type.typeAnnotation, name);
    case 'TSArrayType':
      return mentions(type.elementType, name);
    case 'TSUnionType':
      return type.types.some((member) => mentions(member, name));
    default:
      return false;
  }
}

/** The string literals a value names: a string, the strings of an array (spread arrays too), through `as` and `satisfies`. */
function literals(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node];
  if (node.type === 'ArrayExpression') return node.elements.flatMap((element) => literals(element?.type === 'SpreadElement' ? element.argument : element));
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return literals(node.expression);
  return [];
}

/** The checks of one file: a namespace named by a node, by the strings of a value, by a destructuring, by an imported file. */
function namespaceChecks(context, reader) {
  const root = context.cwd;
  const namespaces = namespacesOf(root);
  const check = (node, namespace) => {
    if (!namespaces.has(namespace) || namespace === reader.own || SHARED_NAMESPACES.includes(namespace)) return;
    context.report({ node, messageId: reader.own ? 'otherNamespace' : 'belowAreas', data: { ...reader, namespace } });
  };
  const checkLiterals = (value) => literals(value).forEach((literal) => check(literal, literal.value));
  const checkPattern = (pattern) =>
    pattern.type === 'ObjectPattern' && pattern.properties.forEach((property) => property.key && check(property.key, keyName(property.key, property.computed)));
  const checkSource = (node, source) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
    const namespace = DICTIONARY_FILE.exec(target)?.groups.namespace;
    if (namespace) check(node, namespace);
  };
  return { check, checkLiterals, checkPattern, checkSource };
}

/** @type {import('eslint').Rule.RuleModule} */
const ownNamespace = {
  meta: {
    type: 'problem',
    docs: { description: 'An area reads only its own i18n namespace and the shared ones; code below the areas only the shared ones' },
    messages: {
      otherNamespace:
        "{{from}} reads the `{{namespace}}` namespace: an area reads only its own (`{{own}}`) and the shared ones (shell, richText). Move the words to its own namespace, or to shell when every area may show them.",
      belowAreas:
        "{{from}} reads the `{{namespace}}` namespace: code below the areas serves every area and reads only the shared namespaces (shell, richText). Move the words to shell, or the code into the area.",
    },
    schema: [],
  },
  create(context) {
    const reader = readerOf(context.filename, context.cwd);
    if (!reader) return {};
    const { check, checkLiterals, checkPattern, checkSource } = namespaceChecks(context, reader);
    return {
      // LL.users.list, LL['users']
      MemberExpression: (node) => isLL(node.object) && check(node.property, keyName(node.property, node.computed)),
      // const { users } = LL; const { LL: { users } } = useI18nContext(); const TEXTS: Namespaces[] = ['users'];
      VariableDeclarator: (node) => {
        if (node.init && isLL(node.init)) checkPattern(node.id);
        if (node.id.typeAnnotation && mentions(node.id.typeAnnotation.typeAnnotation, 'Namespaces')) checkLiterals(node.init);
      },
      'Property[key.name="LL"]': (node) => checkPattern(node.value),
      // A route's `namespaces: ['users']`, loadNamespaces(lang, ['users']), hasNamespace(lang, 'users'), ['users'] as Namespaces[]
      'Property[key.name="namespaces"]': (node) => checkLiterals(node.value),
      CallExpression: (node) => {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (NAMESPACE_CALLS.has(callee.name)) node.arguments.forEach(checkLiterals);
      },
      'TSAsExpression, TSSatisfiesExpression': (node) => mentions(node.typeAnnotation, 'Namespaces') && checkLiterals(node.expression),
      // TranslationFunctions['users'], NamespaceUsersTranslation
      TSIndexedAccessType: ({ objectType, indexType }) => {
        if (objectType.type === 'TSTypeReference' && ALL_TEXTS_TYPES.has(objectType.typeName.name) && indexType.type === 'TSLiteralType') check(indexType, indexType.literal.value);
      },
      ImportSpecifier: (node) => {
        const name = NAMESPACE_TYPE.exec(node.imported.name ?? '')?.groups.name;
        if (name) check(node, name[0].toLowerCase() + name.slice(1));
      },
      // A namespace's dictionary imported as a file: i18n/<lang>/<namespace>/index.ts
      ImportDeclaration: (node) => checkSource(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && checkSource(node, node.source.value),
    };
  },
};

/** The project's own ESLint rules. */
export const boundaries = { rules: { 'no-other-areas': noOtherAreas, 'own-namespace': ownNamespace } };
