/**
 * ESLint rule: apps stay apart (docs/conventions: "No remote imports another remote. No app imports
 * another app's src/").
 *  - a file in one app (shell, mf-*, api, deploy, e2e) may not import another app, by package name
 *    (@shirube/mf-editor) or by relative path (../../mf-editor/src/x);
 *  - nobody reaches into shared/<pkg> by relative path from outside that package: import it by
 *    package name, or Module Federation loads a second copy (broken React context / jotai store).
 * Cross-remote use goes through the shell's loader (useShell().loadWidget).
 * e2e/ is exempt as an importer: it drives the whole system and may read fixtures (e.g. demo users)
 * from any app; nothing may import e2e/.
 */
const path = require('node:path');

const APPS = ['shell', 'mf-reader', 'mf-editor', 'mf-commerce', 'mf-seller', 'api', 'deploy', 'e2e'];
const APP_PACKAGES = {
  '@shirube/shell': 'shell',
  '@shirube/mf-reader': 'mf-reader',
  '@shirube/mf-editor': 'mf-editor',
  '@shirube/mf-commerce': 'mf-commerce',
  '@shirube/mf-seller': 'mf-seller',
  '@shirube/api': 'api',
  '@shirube/deploy': 'deploy',
  '@shirube/e2e': 'e2e',
};

/** ['app', 'mf-editor'] | ['shared', 'ui'] | null for a repo-relative path. */
function ownerOf(rel) {
  const parts = rel.split(/[\\/]/);
  if (APPS.includes(parts[0])) return ['app', parts[0]];
  if (parts[0] === 'shared' && parts[1]) return ['shared', parts[1]];
  return null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid importing another app, or a shared package by relative path' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      otherApp:
        "'{{from}}' may not import the app '{{to}}'. Share code through shared/, or load a remote's widget through the shell (useShell().loadWidget).",
      sharedByName:
        "Import shared/{{pkg}} by package name ('@shirube/…'), not by relative path: a relative import makes a second copy under Module Federation.",
    },
  },
  create(context) {
    const root = (context.options[0] && context.options[0].root) || context.cwd || process.cwd();
    const filename = context.filename;
    const rel = path.relative(root, filename);
    const self = ownerOf(rel);
    if (!self || (self[0] === 'app' && self[1] === 'e2e')) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const pkgApp = Object.keys(APP_PACKAGES).find((p) => source === p || source.startsWith(`${p}/`));
      if (pkgApp) {
        const to = APP_PACKAGES[pkgApp];
        if (!(self[0] === 'app' && self[1] === to))
          context.report({ node, messageId: 'otherApp', data: { from: self[1], to } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = ownerOf(path.relative(root, path.resolve(path.dirname(filename), source)));
      if (!target || (target[0] === self[0] && target[1] === self[1])) return;
      if (target[0] === 'app')
        context.report({ node, messageId: 'otherApp', data: { from: self[1], to: target[1] } });
      else context.report({ node, messageId: 'sharedByName', data: { pkg: target[1] } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const arg = node.arguments[0];
        const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
        const isMock = node.callee.type === 'MemberExpression' && node.callee.object.name === 'jest';
        if ((isRequire || isMock) && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};
