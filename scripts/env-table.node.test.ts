// README's environment table names every variable the servers read (issue 22 item 9). The variables read
// are found two ways: the config readers run on an environment that records each name asked for (the
// names built at run time, such as OAUTH_GOOGLE_CLIENT_ID, included), and the literal `env.NAME` /
// `process.env.NAME` in the servers' source. A table row may be a pattern: `OAUTH_<PROVIDER>_ISSUER`,
// `STRIPE_…`. The failure names the variables missing from the table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@shirube/shell-contract';
import { configFromEnv as apiConfig } from '../api/src/config';
import { configFromEnv as shellConfig } from '../shell/server/config';
import { overrideEnvName } from '../shell/server/releases';

const root = path.resolve(__dirname, '..');
/** Set by the API for its own child process (purchases/mail-worker.ts), never by an operator. */
const INTERNAL = new Set(['SHIRUBE_API_ROLE']);

function namesAskedFor(read: (env: NodeJS.ProcessEnv) => unknown, given: NodeJS.ProcessEnv): Set<string> {
  const asked = new Set<string>();
  const env = new Proxy(given, {
    get(target, name) {
      if (typeof name === 'string') asked.add(name);
      return Reflect.get(target, name);
    },
  });
  try {
    read(env);
  } catch {
    // A refusal still asked for the names it read.
  }
  return asked;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'testing' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function namesInSource(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['api/src', 'shell/server', 'shared/server/src'])
    for (const file of sourceFiles(path.join(root, dir)))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
      ))
        names.add(m[1] ?? m[2]!);
  return names;
}

/** The first column of README's environment table, as patterns. */
function documented(): RegExp[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('## Environment variables')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!))
    .map((name) => new RegExp(`^${name.replace(/<[A-Z]+>/g, '[A-Z0-9]+').replace(/…/g, '[A-Z0-9_]+')}$`));
}

test('every variable the API and the shell server read is in the README table', () => {
  const read = new Set<string>();
  for (const given of [{}, { NODE_ENV: 'production' }, { ZENGIN_SENDER_CODE: '1' }]) {
    namesAskedFor(apiConfig, given).forEach((n) => read.add(n));
    namesAskedFor(shellConfig, given).forEach((n) => read.add(n));
  }
  namesInSource().forEach((n) => read.add(n));
  remoteNames.forEach((remote) => read.add(overrideEnvName(remote)));
  const table = documented();
  const missing = [...read]
    .filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name) && !INTERNAL.has(name))
    .filter((name) => !table.some((pattern) => pattern.test(name)))
    .sort();
  expect(missing).toEqual([]);
  // The finder itself works: it saw the variables of both servers and of the config readers.
  for (const name of [
    'SESSION_SECRET',
    'SITE_URL',
    'ZENGIN_ACCOUNT_TYPE',
    'OAUTH_LINE_ISSUER',
    'REMOTE_MF_EDITOR_URL',
    'LOG_REQUESTS',
  ])
    expect([name, read.has(name)]).toEqual([name, true]);
});
