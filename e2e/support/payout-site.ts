/**
 * A site whose monthly automatic payout run is ON (issue 40: "after the monthly run"), beside the
 * setup's (whose run stays off so it cannot pay behind other specs' backs): a real API on its own temp
 * PGlite with the demo seed (a copy of the setup's seeded database), its own clock file, PAYOUT_SCHEDULE on, and a shell server in front of it.
 * The API's own scheduler (api/src/payouts/monthly.ts) checks 5 s after start and then hourly, so a
 * spec moves the clock to the run day and restarts the API — as a deploy would — and the run that
 * follows is the real one, announced by its own log line.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { noteCpu } from './cpu';
import { ports } from './ports';
import { apiServer, copySeededDatabase } from './servers';
import { startShell } from './shell-server';
import { e2eState } from './state';

export interface MonthlyRunLine {
  month: string;
  paid: number;
  skipped: number;
}

export interface PayoutSite {
  shellUrl: string;
  apiUrl: string;
  mailDir: string;
  /** Moves the API's clock: `ms` added to the real time (re-read by the API on each reading). */
  setClockOffset(ms: number): Promise<void>;
  /** The next monthly run this API logs ("monthly payouts YYYY-MM: N paid, M skipped"). */
  nextRun(): Promise<MonthlyRunLine>;
  /** Stops the API (it drains and closes its database) and starts it again on the same folder. */
  restartApi(): Promise<void>;
  /** The servers' last lines, for a failure message. */
  tail(): string;
  stop(): Promise<void>;
}

const RUN_LINE = /monthly payouts (\d{4}-\d{2}): (\d+) paid, (\d+) skipped/;

export async function startPayoutSite(): Promise<PayoutSite> {
  const state = e2eState();
  const dir = path.join(state.tmpDir, 'payout-site');
  const mailDir = path.join(dir, 'mail');
  const clockFile = path.join(dir, 'clock-offset-ms');
  await mkdir(mailDir, { recursive: true });
  await writeFile(clockFile, '0');
  await copySeededDatabase(state.seededDir, path.join(dir, 'api'));
  const lines: string[] = [];
  const runs: MonthlyRunLine[] = [];
  const waiting: Array<(run: MonthlyRunLine) => void> = [];
  const apiUrl = `http://127.0.0.1:${ports.payoutApi}`;
  const shellUrl = `http://127.0.0.1:${ports.payoutShell}`;

  const startApi = async (): Promise<ChildProcess> => {
    const child = startChild('payout-api', apiServer.cmd, apiServer.args, {
      cwd: apiServer.cwd,
      quiet: true,
      onLine: (line: string) => {
        lines.push(`[payout-api] ${line}`);
        const m = RUN_LINE.exec(line);
        if (!m) return;
        const run = { month: m[1], paid: Number(m[2]), skipped: Number(m[3]) };
        const next = waiting.shift();
        if (next) next(run);
        else runs.push(run);
      },
      env: {
        API_PORT: String(ports.payoutApi),
        API_HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'api'),
        MAIL_DIR: mailDir,
        SITE_URL: shellUrl,
        SEED_DEMO: '1',
        CLOCK_OFFSET_FILE: clockFile,
        // The point of this site: the API's own monthly payout schedule runs.
        PAYOUT_SCHEDULE: '1',
        SIGNUP_LIMIT: '100000',
        RESET_LIMIT: '100000',
      },
    });
    await waitForHttp(`${apiUrl}/openapi.json`, { child, what: 'payout-site API', timeoutMs: 120_000 });
    return child;
  };

  // PGlite must close cleanly before the folder is opened again: a generous grace before SIGKILL.
  const stopApi = (child: ChildProcess) => {
    noteCpu('payout-api', child);
    return stopChild(child, 30_000);
  };
  let api: ChildProcess | null = null;
  try {
    api = await startApi();
    const shell = await startShell('payout-shell', ports.payoutShell, undefined, { API_URL: apiUrl });
    return {
      shellUrl,
      apiUrl,
      mailDir,
      setClockOffset: (ms) => writeFile(clockFile, String(Math.round(ms))),
      nextRun: () =>
        runs.length > 0 ? Promise.resolve(runs.shift()!) : new Promise((resolve) => waiting.push(resolve)),
      restartApi: async () => {
        const code = await stopApi(api!);
        if (code !== 0)
          throw new Error(`payout-site API stopped with ${code}\n${lines.slice(-20).join('\n')}`);
        api = await startApi();
      },
      tail: () => [...lines, ...shell.lines].slice(-40).join('\n'),
      stop: async () => {
        await shell.stop();
        await stopApi(api!);
      },
    };
  } catch (e) {
    if (api) await stopApi(api);
    throw new Error(`${(e as Error).message}\n${lines.slice(-30).join('\n')}`);
  }
}
