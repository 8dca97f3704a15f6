// ESLint rule: an area (src/areas/<area>/, server/areas/<area>/) imports no other area's files.
// What two areas share moves down: src/lib or src/components, server/auth, server/http, server/jobs...
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

/** The project's own ESLint rules. */
export const boundaries = { rules: { 'no-other-areas': noOtherAreas } };
