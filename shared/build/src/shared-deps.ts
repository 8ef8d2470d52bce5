/**
 * The Module Federation `shared` map used by the shell AND every remote. It must be identical on both
 * sides: a singleton that one side forgets is loaded twice and React context identity breaks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (shared/build/src → ../../..). */
export const repoRoot = path.resolve(here, '../../..');

/** Third-party singletons (versions are read from the installed package, so they never drift). */
export const sharedLibraries = [
  'react',
  'react-dom',
  'react-router',
  'jotai',
  'react-intl',
  'effect',
] as const;

/** Workspace packages shared as singletons. Import them by package name only: a relative import
 *  bypasses the share scope and makes a second copy. */
export const sharedWorkspacePackages = [
  '@shirube/shell-contract',
  '@shirube/i18n',
  '@shirube/ui',
  '@shirube/domain',
  '@shirube/api-contract',
] as const;

function installedVersion(pkg: string, fromDir: string): string {
  // Walk up node_modules like Node does; package.json "exports" often hides ./package.json.
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version as string;
    if (dir === path.dirname(dir)) throw new Error(`@shirube/build: ${pkg} is not installed`);
  }
}

export interface SharedEntry {
  singleton: true;
  /** A version outside `requiredVersion` is an error at load, not a console warning. */
  strictVersion: true;
  requiredVersion: string;
  version: string;
  eager?: boolean;
  treeShaking?: { usedExports: string[]; mode: 'runtime-infer' };
}

/**
 * react-router is 64 KB gz whole, and a shared singleton is not tree-shaken by default: every app
 * would ship its data routers, RSC and framework code to a reader. Module Federation builds the
 * shared copy with only these exports. A test (shared-deps.node.test.ts) fails when any app imports
 * a react-router export missing here — add it to this list, never import around it.
 */
export const reactRouterExports = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'StaticRouter',
  'createRoutesFromElements',
  'matchRoutes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/** `shared` for the MF plugin. `fromDir` = the app directory (for node_modules lookup). */
export function sharedConfig(fromDir: string): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const pkg of [...sharedLibraries, ...sharedWorkspacePackages]) {
    const version = installedVersion(pkg, fromDir);
    out[pkg] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  out['react-router'].treeShaking = { usedExports: reactRouterExports, mode: 'runtime-infer' };
  // react-dom/client and react/jsx-runtime are separate entry points; share them too so the remote
  // never bundles its own React internals.
  for (const sub of ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client']) {
    const version = installedVersion(sub.split('/')[0], fromDir);
    out[sub] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  return out;
}
