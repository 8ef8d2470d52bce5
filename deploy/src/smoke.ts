/**
 * The smoke check `publish` runs on a stored copy before making it live:
 *  1. every file either manifest names (remote entry, exposed and shared assets) exists, and each
 *     JavaScript file parses and each JSON file is JSON;
 *  2. in a child process (dist/smoke-child.cjs), the node container loads, `./pages` imports and
 *     every page server-renders with fixture props.
 * Resolves with the first reason the version must not go live, or null.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { RemoteName } from './remotes';

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface Manifest {
  name?: string;
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { buildVersion?: string; buildName?: string };
  };
  shared?: { name: string; version?: string; requiredVersion?: string; assets?: Assets }[];
  exposes?: { name?: string; assets?: Assets }[];
}

/** How long the child may take to load and render every page before the version is refused. */
const CHILD_TIMEOUT_MS = 60_000;
// Compiled beside the CLI (deploy/build.mjs); `../dist` also resolves from src/ (tests).
const childScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/smoke-child.cjs');

const assetFiles = (a: Assets | undefined) => [
  ...(a?.js?.sync ?? []),
  ...(a?.js?.async ?? []),
  ...(a?.css?.sync ?? []),
  ...(a?.css?.async ?? []),
];

/** Files a manifest names, relative to the folder it is in. */
export function namedFiles(m: Manifest): string[] {
  const entry = m.metaData?.remoteEntry;
  const files = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const e of m.exposes ?? []) files.push(...assetFiles(e.assets));
  for (const s of m.shared ?? []) files.push(...assetFiles(s.assets));
  return [...new Set(files)];
}

async function checkFile(file: string, label: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return `${label} is missing`;
  }
  try {
    if (file.endsWith('.js') || file.endsWith('.cjs')) new Script(text, { filename: file });
    else if (file.endsWith('.json')) JSON.parse(text);
  } catch (e) {
    return `${label} does not parse: ${(e as Error).message}`;
  }
  return null;
}

async function checkManifestFiles(dir: string, prefix: string): Promise<string | null> {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const problem = await checkFile(manifestFile, `${prefix}mf-manifest.json`);
  if (problem) return problem;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (!manifest.metaData?.remoteEntry?.name) return `${prefix}mf-manifest.json names no remote entry`;
  for (const file of namedFiles(manifest)) {
    const issue = await checkFile(path.join(dir, file), prefix + file);
    if (issue) return issue;
  }
  return null;
}

function runChild(versionDir: string, remote: RemoteName): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [childScript, versionDir, remote],
      { timeout: CHILD_TIMEOUT_MS, maxBuffer: 1 << 20 },
      (error, stdout) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        try {
          const result = JSON.parse(line) as { ok: boolean; error?: string };
          return resolve(result.ok ? null : `server render: ${result.error}`);
        } catch {
          resolve(
            error?.killed
              ? `server render: the node build did not finish within ${CHILD_TIMEOUT_MS / 1000} s`
              : `server render: the node build crashed its process (${error?.message.split('\n')[0]})`,
          );
        }
      },
    );
  });
}

/** The smoke check of a stored version folder (see the head comment). */
export async function smokeCheck(versionDir: string, remote: RemoteName): Promise<string | null> {
  return (
    (await checkManifestFiles(versionDir, '')) ??
    (await checkManifestFiles(path.join(versionDir, 'ssr'), 'ssr/')) ??
    (await runChild(versionDir, remote))
  );
}
