// The site in front of a suite's API: the real shell server (shell/server/main.ts under tsx, as `npm run
// dev` runs it) on a free port, proxying /v1 to the API under test. For calls the outside world makes
// to the site's public URL — Stripe's webhooks (architecture: "tests reach [test doubles] through the
// site's public URLs, as the real service would"). A process, not an import: the API may not import the
// shell (lint: no-cross-app-imports). No built remotes: only its /v1 proxy is used.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const repoRoot = path.resolve(__dirname, '../../..');

export interface SiteInFront {
  readonly url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startSiteInFront(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<SiteInFront> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-site-'));
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['shell/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'site-in-front-test-secret-0123456789abcdef',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => (rmSync(dataDir, { recursive: true, force: true }), resolve());
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      child.once('exit', () => (clearTimeout(timer), done()));
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    // main.ts prints its address once it listens.
    const check = () => {
      if (!text.includes(`${url}  (API`)) return;
      child.stdout!.off('data', check);
      child.off('exit', exited);
      resolve();
    };
    const exited = (code: number | null) =>
      reject(new Error(`shell server exited ${code} at start:\n${text}`));
    child.stdout!.on('data', check);
    child.once('exit', exited);
  });
  return { url, output: () => text, stop };
}
