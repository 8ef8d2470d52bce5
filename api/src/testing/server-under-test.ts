// The API server the suites start: the TypeScript sources (default), or with API_TEST_SERVER=compiled
// the esbuild output api/dist/server.cjs — the same bundling as api/dist/main.js (scripts/lib/servers.mjs),
// loaded as plain JavaScript (jest's transformIgnorePatterns leave api/dist/ alone). Compiled mode runs
// on PostgreSQL only (database.ts `backends`); `node scripts/test.mjs --only=api-compiled` builds first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ServerLibrary = typeof import('../server-library');

export const compiledServer = process.env.API_TEST_SERVER === 'compiled';
export const compiledFile = fileURLToPath(new URL('../../dist/server.cjs', import.meta.url));

let loaded: Promise<ServerLibrary> | null = null;

async function load(): Promise<ServerLibrary> {
  if (!compiledServer) return import('../server-library');
  if (!existsSync(compiledFile))
    throw new Error(`API_TEST_SERVER=compiled: ${compiledFile} is missing (run npm run build)`);
  const library = (await import(compiledFile)) as ServerLibrary;
  // Never the sources by accident: the module must say it is the compiled file.
  if (fileURLToPath(library.loadedFrom) !== compiledFile)
    throw new Error(`API_TEST_SERVER=compiled loaded ${library.loadedFrom}, not ${compiledFile}`);
  return library;
}

/** `startServer` and `createMailer` of the server under test (loaded once per suite file). */
export function serverLibrary(): Promise<ServerLibrary> {
  loaded ??= load();
  return loaded;
}
