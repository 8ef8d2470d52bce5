/**
 * A shell server a spec starts itself (beside the setup's), e.g. from another shell build: it serves
 * the setup's release store and API with the setup's session secret, so a browser signed in on the
 * setup's shell is signed in here too (cookies are per host, not per port).
 */
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { noteCpu } from './cpu';
import { shellServer } from './servers';
import { e2eState } from './state';

/** A site a spec starts for itself: an API and a shell server of its own (stripe-site, walk-site). */
export interface SpecSite {
  shellUrl: string;
  /** Content-Security-Policy violations the browser reported to its shell (none may happen). */
  cspViolations(): string[];
  /** The servers' last lines, for a failure message. */
  tail(): string;
  stop(): Promise<void>;
}

export interface SpecShell {
  url: string;
  /** Every line it printed (its request log included). */
  lines: string[];
  stop(): Promise<number>;
}

/**
 * Starts the repository's compiled shell server, or `<root>/shell/server/main.ts` of a tree with
 * another shell build (support/servers.ts);
 * `env` adds to or overrides the setup's (e.g. another API_URL, PAYMENT_PROVIDER=stripe).
 */
export async function startShell(
  name: string,
  port: number,
  root = repoRoot,
  env: Record<string, string> = {},
): Promise<SpecShell> {
  const state = e2eState();
  const lines: string[] = [];
  const server = shellServer(root);
  const child: ChildProcess = startChild(name, server.cmd, server.args, {
    cwd: server.cwd,
    quiet: true,
    onLine: (line) => lines.push(line),
    env: {
      PORT: String(port),
      API_URL: state.apiUrl,
      DATA_DIR: path.join(state.tmpDir, `${name}-${port}`),
      RELEASES_DIR: state.releasesDir,
      // The setup's secret (global-setup.ts): a session made on one shell is valid on the others.
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789abcdef',
      // As the setup's shell: a loaded machine must not turn a server render into a browser render.
      SSR_BUDGET_MS: '15000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/remotes.json`, { child, what: name });
  } catch (e) {
    await stopChild(child);
    throw new Error(`${(e as Error).message}\n${lines.slice(-20).join('\n')}`);
  }
  return {
    url,
    lines,
    stop: () => {
      noteCpu(name, child);
      return stopChild(child);
    },
  };
}

/** The SpecSite of `shell` in front of an API that printed `apiLines` and that `stopApi` stops. */
export function specSite(shell: SpecShell, apiLines: string[], stopApi: () => Promise<unknown>): SpecSite {
  return {
    shellUrl: shell.url,
    cspViolations: () => shell.lines.filter((l) => l.includes('[csp] violation')),
    tail: () => [...apiLines, ...shell.lines].slice(-40).join('\n'),
    stop: async () => {
      await shell.stop();
      await stopApi();
    },
  };
}
