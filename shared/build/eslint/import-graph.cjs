/**
 * The repository's static import graph, for the import-cycle rule: each file's `import … from`,
 * `export … from` and side-effect imports, resolved like TypeScript does for our sources (relative paths
 * with or without .js, folder index files, and @shirube/* workspace packages through their package.json
 * "exports"). Every import is an edge, as for import-x/no-cycle: type-only ones (`import type`, erased
 * when compiled) and dynamic `import()` (a lazy chunk, or `typeof import('./x')`) too. Neither starts a
 * cycle of module initialisation, but two files that need each other — a lazily loaded file typing
 * itself by its loader's interface — are still one piece of code: the shared part goes in a third file.
 * Parsed files are cached by modification time.
 */
const fs = require('node:fs');
const path = require('node:path');

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
const IMPORT =
  /(?:^|[\n;}])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?(?:\{[^}]*\})?[\w*\s,$]*?\s+from\s+)?['"]([^'"\n]+)['"]/g;
/** `import('./x')` with a literal specifier (a computed one names no file). */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*[,)]/g;

const parsed = new Map(); // file → { mtimeMs, specifiers }
const packagesByRoot = new Map(); // repository root → (@shirube/x → { dir, exports, main })

function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

function specifiersOf(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.specifiers;
  const source = stripComments(fs.readFileSync(file, 'utf8'));
  const specifiers = [...source.matchAll(IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
  parsed.set(file, { mtimeMs: stat.mtimeMs, specifiers });
  return specifiers;
}

function asFile(candidate) {
  const tries = [candidate];
  if (/\.(m|c)?js$/.test(candidate))
    tries.push(candidate.replace(/\.(m|c)?js$/, '.$1ts'), candidate.replace(/\.js$/, '.tsx'));
  for (const ext of EXTENSIONS) tries.push(candidate + ext);
  for (const ext of EXTENSIONS) tries.push(path.join(candidate, 'index' + ext));
  return tries.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

function workspacePackages(root) {
  const known = packagesByRoot.get(root);
  if (known) return known;
  const packageRoots = new Map();
  packagesByRoot.set(root, packageRoots);
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const pattern of rootPackage.workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)))
          .map((d) => path.join(root, pattern.slice(0, -2), d))
      : [path.join(root, pattern)];
    for (const dir of dirs) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      packageRoots.set(pkg.name, { dir, exports: pkg.exports, main: pkg.main });
    }
  }
  return packageRoots;
}

function resolveWorkspace(root, specifier) {
  const match = /^(@shirube\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const pkg = workspacePackages(root).get(match[1]);
  if (!pkg) return null;
  const sub = '.' + (match[2] ?? '');
  let target = typeof pkg.exports === 'object' && pkg.exports !== null ? pkg.exports[sub] : undefined;
  if (target && typeof target === 'object') target = target.import ?? target.default ?? target.types;
  if (!target && sub === '.') target = pkg.main;
  if (!target) target = sub;
  return asFile(path.join(pkg.dir, target));
}

// file → { at, targets }: its resolved imports, trusted without a look at the disk for FRESH_MS. Every
// file the rule checks walks the graph from there (most of the repository), so one lint run resolved each
// file's imports once per file it checked: 1,222 walks of ~600 files, each with a stat per file and a few
// per import (7.7 → 0.5 CPU-s for all 1,222 in one process; the rule was ~15 % of eslint's time on
// api/src, TIMING=all). The file being checked is always read again (`fresh`); another file changed in
// an editor within the second before.
const FRESH_MS = 1000;
const importsCache = new Map();

/** Files `file` imports statically (only files inside the repository). `fresh`: read from disk now. */
function importsOf(root, file, fresh = false) {
  const now = Date.now();
  const cached = importsCache.get(file);
  if (!fresh && cached && cached.root === root && now - cached.at < FRESH_MS) return cached.targets;
  const targets = resolveImports(root, file);
  importsCache.set(file, { root, at: now, targets });
  return targets;
}

function resolveImports(root, file) {
  const out = [];
  for (const specifier of specifiersOf(file)) {
    const target = specifier.startsWith('.')
      ? asFile(path.resolve(path.dirname(file), specifier))
      : resolveWorkspace(root, specifier);
    if (target && !target.includes(`${path.sep}node_modules${path.sep}`)) out.push(target);
  }
  return out;
}

/** The shortest chain of imports from `file` back to itself, or null. */
function cycleThrough(root, file) {
  const previous = new Map([[file, null]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(root, current, current === file)) {
      if (next === file) {
        const chain = [file];
        for (let at = current; at !== file; at = previous.get(at)) chain.splice(1, 0, at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

module.exports = { importsOf, cycleThrough };
