/**
 * How the e2e runs the API and the shell server: the compiled JavaScript under plain node
 * (scripts/lib/servers.mjs: api/dist/main.js, shell/dist-server/main.js — what production runs), not
 * tsx from the sources, which transforms every file again at each start (2–5 CPU-s a start, ~14
 * starts a run). The global setup compiles them first whenever a source byte changed (buildServers,
 * content hash), so a stale or missing output cannot run old code. The same environment as before.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { serverOutputs } from '../../scripts/lib/servers.mjs';

export interface ServerCommand {
  cmd: string;
  args: string[];
  cwd: string;
}

export const apiServer: ServerCommand = { cmd: process.execPath, args: [serverOutputs.api], cwd: repoRoot };

/**
 * The shell server of the repository (compiled), or of `root`, a temp tree holding another build of
 * the shell (deploy-shell-rollback): that tree has the sources only, so it runs under tsx there.
 */
export function shellServer(root = repoRoot): ServerCommand {
  if (root === repoRoot) return { cmd: process.execPath, args: [serverOutputs.shell], cwd: repoRoot };
  return { cmd: path.join(repoRoot, 'node_modules/.bin/tsx'), args: ['shell/server/main.ts'], cwd: root };
}

/**
 * Puts a copy of the seeded demo database (the setup's first API start, `seededDir`) into an API's
 * DATA_DIR before its first start: PGlite's initdb, every migration and the demo seed (argon2 hashes)
 * cost ≈ 10 CPU-s a start, the copy of the closed folder almost nothing. The API then starts as on any
 * later day (migrations checked, the demo logins printed again). Only the database is copied (not the
 * folders the API writes beside it).
 */
export async function copySeededDatabase(seededDir: string, dataDir: string): Promise<void> {
  await cp(path.join(seededDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
