/**
 * The smoke check's child process (compiled to dist/smoke-child.cjs): loads a stored release's node
 * container the way the shell server does — React from this repository as the singleton, the other
 * shared packages from the container's own copies — imports `./pages` and server-renders every page
 * with fixture props (a signed-out visitor at `/`). Prints one JSON line: {ok} or {ok: false, error}.
 * A separate process, so a build that throws, hangs or corrupts globals cannot hurt the CLI.
 *
 *   node smoke-child.cjs <versionDir> <remote>
 */
/* eslint-disable @typescript-eslint/no-require-imports -- this child loads a CommonJS container (and
   React, as its singleton) by path at run time. */
import path from 'node:path';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { signedOutShell } from './smoke-shell';

type Factory = () => unknown;
interface Container {
  init(shareScope: Record<string, Record<string, unknown>>): Promise<unknown> | unknown;
  get(module: string): Promise<Factory>;
}
type ShareScope = Record<string, Record<string, { get: () => Promise<Factory> | Factory }>>;

/** The singletons the shell provides to a remote on the server: one React, one router (the
 *  remote's tree-shaken router copy is a separate file the shell never lets it load). */
async function hostShared(): Promise<ShareScope> {
  const router = await import('react-router');
  const provide = (name: string, load: () => unknown) => {
    const version = (require(`${name.split('/')[0]}/package.json`) as { version: string }).version;
    return {
      [version]: {
        version,
        from: 'shirube-smoke',
        loaded: 1,
        get: () => () => load(),
        lib: () => load(),
        shareConfig: { singleton: true, requiredVersion: `^${version}` },
        scope: ['default'],
      },
    };
  };
  return {
    react: provide('react', () => require('react')),
    'react/jsx-runtime': provide('react/jsx-runtime', () => require('react/jsx-runtime')),
    'react/jsx-dev-runtime': provide('react/jsx-dev-runtime', () => require('react/jsx-dev-runtime')),
    'react-dom': provide('react-dom', () => require('react-dom')),
    'react-router': provide('react-router', () => router),
  } as ShareScope;
}

/** A module the container registered in the share scope (its own copy, as a remote alone would get);
 *  null when the build does not use it. */
async function fromScope<T>(scope: ShareScope, name: string): Promise<T | null> {
  const versions = scope[name];
  const first = versions && Object.values(versions)[0];
  if (!first) return null;
  const factory = await first.get();
  return factory() as T;
}

function render(node: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const sink = new Writable({ write: (_c, _e, next) => next() });
    const stream = renderToPipeableStream(node, {
      onError: (e) => void errors.push(e),
      onShellError: reject,
      onAllReady: () => {
        stream.pipe(sink);
        const fatal = errors.find((e) => (e as Error)?.name !== 'PageError');
        if (fatal) reject(fatal);
        else resolve();
      },
    });
  });
}

async function main(versionDir: string, remote: string): Promise<void> {
  const entry = path.join(versionDir, 'ssr', `${remote}.js`);
  const container = require(entry) as Container;
  const scope = await hostShared();
  await container.init(scope as never);
  const pages = (await container.get('./pages'))() as Record<string, unknown>;
  const router = await import('react-router');
  const contract = await fromScope<typeof import('@shirube/shell-contract')>(
    scope,
    '@shirube/shell-contract',
  );
  if (!contract) throw new Error('the build does not share @shirube/shell-contract');
  const intl = await fromScope<typeof import('react-intl')>(scope, 'react-intl');
  const i18n = await fromScope<typeof import('@shirube/i18n')>(scope, '@shirube/i18n');
  const { MemoryRouter } = router;
  const names = (contract.remotePages as Record<string, readonly string[]>)[remote] ?? [];
  const missing = names.filter((n) => typeof pages[n] !== 'function' && typeof pages[n] !== 'object');
  if (missing.length) throw new Error(`./pages lacks ${missing.join(', ')}`);
  const shell = signedOutShell();
  for (const name of names) {
    const Page = pages[name] as ComponentType;
    try {
      await render(
        createElement(
          contract.ShellContext.Provider,
          { value: shell as never },
          createElement(
            intl?.IntlProvider ?? Fragment,
            intl ? { locale: 'ja', messages: i18n?.messages.ja ?? {}, onError: () => undefined } : null,
            createElement(
              contract.ServerStateContext.Provider,
              { value: {} },
              createElement(MemoryRouter, null, createElement(Page)),
            ),
          ),
        ),
      );
    } catch (e) {
      throw new Error(`${name} does not render: ${(e as Error)?.message ?? String(e)}`);
    }
  }
}

const [versionDir, remote] = process.argv.slice(2);
main(versionDir, remote).then(
  () => {
    process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
    process.exit(0);
  },
  (e: unknown) => {
    const message = ((e as Error)?.message ?? String(e)).split('\n')[0];
    process.stdout.write(`${JSON.stringify({ ok: false, error: message })}\n`);
    process.exit(0);
  },
);
