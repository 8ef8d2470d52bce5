/**
 * rsbuild config factories for the shell (host) and the remotes. One place decides Module Federation,
 * React, vanilla-extract and output settings, so all five apps stay compatible.
 *
 *   // mf-editor/rsbuild.config.ts
 *   import { defineRemoteConfig } from '@shirube/build';
 *   export default defineRemoteConfig({ name: 'mf_editor', dir: import.meta.dirname,
 *     exposes: { './pages': './src/pages.ts' } });
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { sharedConfig } from './shared-deps';

export { sharedConfig, sharedLibraries, sharedWorkspacePackages, repoRoot } from './shared-deps';

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

/** package.json version + optional BUILD_LABEL (`1.0.0+e2e-v2`): what `data-remote-version` shows. */
export function buildVersion(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const label = process.env.BUILD_LABEL?.trim();
  return label ? `${version}+${label}` : version;
}

function commonConfig(dir: string): RsbuildConfig {
  return {
    plugins: [pluginReact()],
    tools: {
      rspack: {
        // vanilla-extract's webpack plugin also works under rspack; identifiers stay stable per file,
        // so shared/ui class names are identical in every build.
        plugins: [new VanillaExtractPlugin({ identifiers: 'short' })],
      },
    },
    output: { distPath: { root: path.join(dir, 'dist') }, cleanDistPath: true },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

/** rsbuild config for one remote: exposes `./pages` etc., writes dist/mf-manifest.json. */
export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const version = buildVersion(options.dir);
  const base = commonConfig(options.dir);
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        shared: sharedConfig(options.dir),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    source: {
      // The remote is never opened as a page; this entry only keeps rsbuild happy.
      entry: { index: path.join(path.dirname(new URL(import.meta.url).pathname), 'remote-entry-stub.ts') },
      define: {
        'process.env.SHIRUBE_REMOTE_NAME': JSON.stringify(options.name),
        'process.env.SHIRUBE_REMOTE_VERSION': JSON.stringify(version),
      },
    },
    output: { ...base.output, assetPrefix: 'auto' },
    html: { title: options.name },
    server: { port: 0 },
    ...options.extra,
  });
}

export interface HostOptions {
  dir: string;
  extra?: RsbuildConfig;
}

/** rsbuild config for the shell: a MF host with NO remotes at build time (they come from
 *  /remotes.json at runtime) but the same shared singletons as the remotes. */
export function defineHostConfig(options: HostOptions): RsbuildConfig {
  const base = commonConfig(options.dir);
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(options.dir),
        dts: false,
      }),
    ],
    source: {
      entry: { index: path.join(options.dir, 'src/index.ts') },
      define: {
        'process.env.SHIRUBE_SHELL_VERSION': JSON.stringify(buildVersion(options.dir)),
      },
    },
    output: { ...base.output, assetPrefix: '/' },
    html: { template: path.join(options.dir, 'src/index.html') },
    ...options.extra,
  });
}
