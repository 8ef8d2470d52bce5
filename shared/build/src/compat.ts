/**
 * The compatibility rule between a remote build and the shell that would run it — in one place, used
 * by `deploy publish/activate/rollback` and by the shell server before it serves a release.
 *
 * A remote needs, for every shared singleton, a version in its `requiredVersion` range (recorded by
 * Module Federation in the remote's mf-manifest.json `shared`); the shell provides one version of each
 * (recorded by its build in `dist/shell-provides.json`). `@shirube/shell-contract` is one of them, so
 * a remote built against a newer contract minor than the live shell's is refused. So is the Module
 * Federation runtime: a remote's browser build carries none of its own (`externalRuntime`) and runs
 * on the one the shell provides (`provideExternalRuntime`) — a shell without it, or with an older
 * minor than the remote was built with, fails every such remote at load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** What the shell build provides: written to `shell/dist/shell-provides.json`. */
export interface ShellProvides {
  shellVersion: string;
  /** Shared singleton → the version the shell provides. */
  shared: Record<string, string>;
}

export const SHELL_PROVIDES_FILE = 'shell-provides.json';

/** The shell's MF runtime in `shared` of shell-provides.json, as a shared module. */
export const MF_RUNTIME = '@module-federation/runtime-core';

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

interface RemoteManifest {
  shared?: ManifestShared[];
  metaData?: { pluginVersion?: string };
}

/** The ranges a remote needs, from its BROWSER mf-manifest.json: its shared modules, and the MF
 *  runtime of the plugin minor it was built with (every remote is built with `externalRuntime`). */
export function remoteNeeds(manifest: RemoteManifest): Record<string, string> {
  const needs: Record<string, string> = {};
  for (const s of manifest.shared ?? []) if (s.requiredVersion) needs[s.name] = s.requiredVersion;
  const plugin = semver.valid(manifest.metaData?.pluginVersion ?? '');
  if (plugin) needs[MF_RUNTIME] = `^${semver.major(plugin)}.${semver.minor(plugin)}.0`;
  return needs;
}

/** One line per need the shell cannot meet (empty = compatible), naming both sides:
 *  "needs @shirube/shell-contract ^1.3.0; the live shell provides 1.2.0". */
export function unmetNeeds(
  needs: Record<string, string>,
  provides: ShellProvides,
  shell = 'the live shell',
): string[] {
  const unmet: string[] = [];
  for (const [name, range] of Object.entries(needs)) {
    const have = provides.shared[name];
    if (!have) unmet.push(`needs ${name} ${range}; ${shell} provides none`);
    else if (!semver.satisfies(have, range, { includePrerelease: true }))
      unmet.push(`needs ${name} ${range}; ${shell} provides ${have}`);
  }
  return unmet;
}

/** Reads `<shellDist>/shell-provides.json`; a clear Error naming the file when absent or malformed. */
export function readShellProvides(shellDist: string): ShellProvides {
  const file = path.join(shellDist, SHELL_PROVIDES_FILE);
  let value: Partial<ShellProvides>;
  try {
    value = JSON.parse(readFileSync(file, 'utf8')) as Partial<ShellProvides>;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `${file} not found: build the shell first (npm run build -w @shirube/shell)`
        : `${file} is not valid JSON: rebuild the shell`,
    );
  }
  if (typeof value.shellVersion !== 'string' || !value.shared || typeof value.shared !== 'object')
    throw new Error(`${file} lacks "shellVersion" or "shared": rebuild the shell`);
  return value as ShellProvides;
}
