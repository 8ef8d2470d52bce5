/**
 * ESLint rule: no file imports itself through other files (docs/conventions: no import cycles). A cycle
 * makes module initialisation order decide what is `undefined` at load time, and says two files are
 * one piece of code: move what both need into a third file. The graph is read from disk
 * (import-graph.cjs), so the rule sees every file, linted or not; type-only imports and dynamic
 * `import()` are edges too (a loop that only the compiler or a lazy chunk closes is still a loop).
 */
const path = require('node:path');
const { cycleThrough } = require('./import-graph.cjs');

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles between files of the repository' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a file of its own.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const file = context.filename;
    return {
      Program(node) {
        const chain = cycleThrough(root, file);
        if (!chain) return;
        const names = [...chain, file].map((f) => path.relative(root, f));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
      },
    };
  },
};
