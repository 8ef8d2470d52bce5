/**
 * rsbuild config factories for the shell (host) and the remotes. One place decides Module Federation,
 * React, vanilla-extract and output settings, so all five apps stay compatible.
 *
 * Every app builds twice, as rsbuild environments: `web` (the browser, dist/) and `node` (server
 * rendering: a remote's node container in dist/ssr/, the shell's render module in dist/server/).
 * A remote's dist/ — both builds — is published as ONE immutable release, so publish/rollback swap
 * the browser and server code together.
 *
 *   // mf-editor/rsbuild.config.ts
 *   import { defineRemoteConfig } from '@shirube/build';
 *   export default defineRemoteConfig({ name: 'mf_editor', dir: import.meta.dirname,
 *     exposes: { './pages': './src/pages.ts' } });
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { pluginAfterBuild } from './after-build';
import { MF_RUNTIME } from './compat';
import { remoteShared } from './remote-shared';
import { sharedConfig } from './shared-deps';

export { sharedConfig, sharedLibraries, sharedWorkspacePackages, repoRoot } from './shared-deps';
export { remoteShared } from './remote-shared';

const require = createRequire(import.meta.url);
/** MF's node runtime plugin: async-node chunk loading for containers evaluated in the server. */
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
/** Each remote's node container fetches its chunks from its own release (ssr-public-path.ts). */
const ssrPublicPathPlugin = path.join(path.dirname(new URL(import.meta.url).pathname), 'ssr-public-path.ts');

/**
 * The browser's MF runtime without what we do not use: remotes are registered by their remoteEntry
 * URL (the page payload and /remotes.json name it), never through mf-manifest.json snapshots, and
 * node code paths are dropped from the browser build.
 */
const browserRuntime = { disableSnapshot: true, target: 'web' as const };

/**
 * The MF runtime packages as ES modules in the browser build. The generated container code and
 * `require` resolve their CommonJS builds, which rspack cannot tree-shake: the shell's entry carried
 * all of @module-federation/sdk (manifest → snapshot, node helpers, logger) and every remoteEntry its
 * own whole copy (14.4 → 9.3 KB gz per remoteEntry, 32.0 → 25.8 KB the shell's entry). Same version,
 * same code — only the module format differs. The node build keeps CommonJS.
 */
function mfRuntimeEsm(): Record<string, string> {
  const dir = (pkg: string) => path.resolve(path.dirname(require.resolve(`@module-federation/${pkg}`)), '..');
  const bundler = dir('webpack-bundler-runtime');
  return {
    [path.join(bundler, 'dist/index.cjs')]: path.join(bundler, 'dist/index.js'),
    '@module-federation/sdk$': path.join(dir('sdk'), 'dist/index.js'),
    '@module-federation/error-codes$': path.join(dir('error-codes'), 'dist/index.mjs'),
    '@module-federation/error-codes/browser$': path.join(dir('error-codes'), 'dist/browser.mjs'),
    '@module-federation/runtime-core$': path.join(dir('runtime-core'), 'dist/index.js'),
    '@module-federation/runtime-tools/runtime-core$': path.join(dir('runtime-core'), 'dist/index.js'),
  };
}

/** The version of the MF runtime the browser build bundles (`provideExternalRuntime` ships it). */
function mfRuntimeVersion(): string {
  const pkg = path.join(path.dirname(require.resolve(MF_RUNTIME)), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** All extracted CSS of an app in one chunk (rspack's CSS extract type), whatever chunk imported it. */
function oneStylesheet(config: { optimization?: { splitChunks?: unknown } }): void {
  const split = config.optimization?.splitChunks;
  if (!split || typeof split !== 'object') return;
  const groups = (split as { cacheGroups?: Record<string, unknown> }).cacheGroups ?? {};
  (split as { cacheGroups?: Record<string, unknown> }).cacheGroups = {
    ...groups,
    styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
  };
}

/** Where the node builds go, inside the app's dist/. */
export const SSR_DIR = 'ssr';
export const SERVER_DIR = 'server';

export interface RemoteOptions {
  /** MF name: mf_reader | mf_editor | mf_commerce | mf_seller. */
  name: string;
  /** The remote's directory (use `import.meta.dirname` or `__dirname`). */
  dir: string;
  /** e.g. { './pages': './src/pages.ts', './widgets': './src/widgets.ts' } */
  exposes: Record<string, string>;
  /** Extra rsbuild settings merged last (shallow per top-level key). */
  extra?: RsbuildConfig;
}

/** package.json version + optional BUILD_LABEL (`1.0.0+e2e-v2`): what the root's `data-remote-build` shows. */
export function buildVersion(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const label = process.env.BUILD_LABEL?.trim();
  return label ? `${version}+${label}` : version;
}

/** The app's dist/ — or SHIRUBE_DIST_DIR, to build a second version elsewhere (the e2e's v2): the
 *  node build goes inside it either way, so one folder is one complete release. */
export function distDir(dir: string): string {
  return process.env.SHIRUBE_DIST_DIR ? path.resolve(process.env.SHIRUBE_DIST_DIR) : path.join(dir, 'dist');
}

function commonConfig(dir: string): RsbuildConfig {
  return {
    plugins: [pluginReact()],
    tools: {
      rspack: {
        // vanilla-extract's webpack plugin also works under rspack; identifiers stay stable per file,
        // so class names are identical in every build — web and node — of the same source.
        plugins: [new VanillaExtractPlugin({ identifiers: 'short' })],
      },
    },
    output: {
      distPath: { root: distDir(dir) },
      cleanDistPath: true,
      // BUNDLE_SOURCEMAP=1: source maps beside the JS, for bench/bundle-contents.mjs (what each chunk holds).
      sourceMap: { js: process.env.BUNDLE_SOURCEMAP ? 'source-map' : false },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

/** The node environment of an app: CommonJS for `async-node`, no CSS files (the web build has them). */
function nodeEnvironment(dir: string, sub: string, entry: Record<string, string>) {
  return {
    source: { entry },
    output: {
      target: 'node' as const,
      distPath: { root: path.join(distDir(dir), sub) },
      emitCss: false,
      minify: false,
    },
  };
}

/** rsbuild config for one remote: exposes `./pages` etc., writes dist/mf-manifest.json (browser) and
 *  dist/ssr/remoteEntry.js (the node container the shell server renders from). */
export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const version = buildVersion(options.dir);
  const base = commonConfig(options.dir);
  const stub = path.join(path.dirname(new URL(import.meta.url).pathname), 'remote-entry-stub.ts');
  const federation = { name: options.name, exposes: options.exposes, shared: remoteShared(options.dir) };
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginAfterBuild({ dist: distDir(options.dir), nodeDir: SSR_DIR }),
      pluginModuleFederation(
        {
          ...federation,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The shell ships the MF runtime once (provideExternalRuntime); each remoteEntry uses it
          // instead of carrying its own copy (~17 KB gz per remote).
          experiments: { externalRuntime: true, optimization: browserRuntime },
        },
        { environment: 'web' },
      ),
      pluginModuleFederation(
        {
          ...federation,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          library: { type: 'commonjs-module' },
          runtimePlugins: [nodeRuntimePlugin, ssrPublicPathPlugin],
        },
        { target: 'node', environment: 'node' },
      ),
    ],
    source: {
      define: {
        'process.env.SHIRUBE_REMOTE_NAME': JSON.stringify(options.name),
        'process.env.SHIRUBE_REMOTE_VERSION': JSON.stringify(version),
      },
    },
    environments: {
      // The remote is never opened as a page; the stub entry only keeps rsbuild happy.
      web: {
        source: { entry: { index: stub } },
        output: { target: 'web', assetPrefix: 'auto' },
        resolve: { alias: mfRuntimeEsm() },
      },
      node: nodeEnvironment(options.dir, SSR_DIR, { index: stub }),
    },
    html: { title: options.name },
    server: { port: 0 },
    ...options.extra,
  });
}

export interface HostOptions {
  dir: string;
  /** The server-rendering module (node build → dist/server/index.js). */
  serverEntry: string;
  extra?: RsbuildConfig;
}

/** rsbuild config for the shell: a MF host with NO remotes at build time (they come from
 *  /remotes.json at runtime) but the same shared singletons as the remotes — in the browser and in
 *  the node build the shell server renders reader pages with. */
export function defineHostConfig(options: HostOptions): RsbuildConfig {
  const base = commonConfig(options.dir);
  const shared = sharedConfig(options.dir);
  const provides = {
    shellVersion: buildVersion(options.dir),
    shared: {
      ...Object.fromEntries(Object.entries(shared).map(([name, entry]) => [name, entry.version])),
      // The MF runtime this shell provides to every remote (provideExternalRuntime): gated like a module.
      [MF_RUNTIME]: mfRuntimeVersion(),
    },
  };
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginAfterBuild({ dist: distDir(options.dir), nodeDir: SERVER_DIR, provides }),
      pluginModuleFederation(
        {
          name: 'shell',
          remotes: {},
          shared,
          dts: false,
          experiments: { provideExternalRuntime: true, optimization: browserRuntime },
        },
        { environment: 'web' },
      ),
      pluginModuleFederation(
        {
          name: 'shell_server',
          remotes: {},
          shared,
          dts: false,
          runtimePlugins: [nodeRuntimePlugin],
        },
        { target: 'node', environment: 'node' },
      ),
    ],
    source: {
      define: {
        'process.env.SHIRUBE_SHELL_VERSION': JSON.stringify(buildVersion(options.dir)),
      },
    },
    environments: {
      web: {
        source: { entry: { index: path.join(options.dir, 'src/index.ts') } },
        // manifest.json: the shell server links the app's CSS into every page (server-rendered HTML
        // must be styled before the JavaScript that would load it).
        output: { target: 'web', assetPrefix: '/', manifest: true },
        resolve: { alias: mfRuntimeEsm() },
        html: { template: path.join(options.dir, 'src/index.html') },
        // Every page links all of the shell's CSS, so it is ONE file: with the chrome's lazy chunks each
        // extracted its own CSS (six identical 300-byte copies among them) and an article page waited on
        // nine render-blocking stylesheets from the shell.
        tools: { rspack: oneStylesheet },
      },
      node: nodeEnvironment(options.dir, SERVER_DIR, { index: options.serverEntry }),
    },
    ...options.extra,
  });
}
