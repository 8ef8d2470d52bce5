// The purchase mail worker (mail-worker.ts) of the real API entry as production runs it: the compiled
// api/dist/main.js as a process. On PostgreSQL it forks the worker (which lowers itself to nice +19 once
// connected), the worker writes the purchase mails (the mailer names each file with the writing
// process's pid), SIGTERM lets the worker send what is queued before both exit 0, and a killed worker
// leaves the sending to the API process. On PGlite (one process's database) the API sends them itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { procStat } from '../../../scripts/lib/procs.mjs';
import { buildServers, serverOutputs } from '../../../scripts/lib/servers.mjs';
import type { DbHandle } from '../db/open';
import { buy } from '../testing/buy';
import { openTestDatabase } from '../testing/database';
import { apiCaller, createUser, type TestApi } from '../testing/harness';
import { MAIL_WORKER_NICE } from './mail-worker';
import { paidArticle } from './testing';

jest.setTimeout(180_000);

interface RunningApi {
  child: ChildProcess;
  api: TestApi;
  output: () => string;
  /** The `from worker N` of the start line; null when the API sends the mails itself. */
  workerPid: number | null;
}

/** Every API process a test started: a test that fails before stopping its own must not leave it
 *  running (it and its worker would keep jest from exiting). */
const started = new Set<ChildProcess>();
afterEach(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  started.clear();
});

async function startApi(env: Record<string, string>, handle: DbHandle, mailDir: string): Promise<RunningApi> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverOutputs.api], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SITE_URL: 'http://site.test',
      MAIL_DIR: mailDir,
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      PAYOUT_SCHEDULE: '0',
      NODE_ENV: 'test',
      DATA_DIR: path.join(tmp, `data-${port}`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${text}`)), 120_000);
    const check = () => {
      const found = text.split('\n').find((l) => l.startsWith('API listening on '));
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`API exited ${code} at start:\n${text}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const worker = /from worker (\d+)\)/.exec(line);
  return {
    child,
    output: () => text,
    workerPid: worker ? Number(worker[1]) : null,
    api: {
      backend: handle.kind,
      url,
      db: handle.db,
      mailDir,
      siteUrl: 'http://site.test',
      mailsSent: async () => {},
      viewsRecorded: async () => {},
      call: apiCaller(url),
    },
  };
}

/** The writers' pids of the .eml files in `dir` (the mailer's names: `<ms>-<pid>-<n>-<to>.eml`). */
const mailWriters = (dir: string) => {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    names = [];
  }
  return names.map((n) => Number(n.split('-')[1]));
};

// The worker runs at nice +19 by design: on a busy machine (CI steps side by side) it gets the CPU last,
// so its mails may take tens of seconds. The bound only stops a worker that never writes them.
async function waitFor<T>(what: string, read: () => T | null | undefined | false, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Parent pid and `nice` from /proc/<pid>/stat (fields 4 and 19). */
const procParentAndNice = (pid: number) => {
  const fields = procStat(pid)!;
  return { ppid: Number(fields[1]), nice: Number(fields[16]) };
};

let tmp: string;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'shirube-mail-worker-'));
  await buildServers({ log: () => {} });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function buyer(handle: DbHandle) {
  const seller = await createUser(handle.db);
  const article = await paidArticle(handle.db, seller.user.id);
  const { headers } = await createUser(handle.db);
  return { article, headers };
}

/** One purchase through `running`; its two mails (the buyer's receipt, the author's sales note) are
 *  then written by process `writer`. */
async function buyAndExpectMailsFrom(running: RunningApi, handle: DbHandle, mailDir: string, writer: number) {
  const { article, headers } = await buyer(handle);
  const before = mailWriters(mailDir).length;
  await buy(running.api, headers, article.id);
  const writers = await waitFor(
    'two mails',
    () => mailWriters(mailDir).length === before + 2 && mailWriters(mailDir),
  );
  expect(writers.slice(before)).toEqual([writer, writer]);
}

const outboxLeft = async (handle: DbHandle) => {
  const rows = (await handle.db.execute(
    sql`select count(*)::int as n from purchase_mail_outbox`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return rows.rows[0]!.n;
};

if (process.env.TEST_DATABASE_URL) {
  describe('purchase mail worker [postgres]', () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await openTestDatabase('postgres');
    });
    afterAll(() => handle.close());
    const env = () => ({ DATABASE_URL: handle.pool!.options.connectionString! });

    test(`the worker (nice +${MAIL_WORKER_NICE}) writes the purchase mails; SIGTERM: it sends what is queued, both exit 0`, async () => {
      const mailDir = path.join(tmp, 'pg-worker');
      const running = await startApi(env(), handle, mailDir);
      const worker = running.workerPid!;
      expect(worker).toEqual(expect.any(Number));
      expect(procParentAndNice(worker).ppid).toBe(running.child.pid);

      await buyAndExpectMailsFrom(running, handle, mailDir, worker);
      // It lowered its priority before its first mail (having started at the API's).
      expect(procParentAndNice(worker)).toEqual({ ppid: running.child.pid, nice: MAIL_WORKER_NICE });

      const second = await buyer(handle);
      await buy(running.api, second.headers, second.article.id);
      running.child.kill('SIGTERM');
      expect(await exitOf(running.child)).toBe(0);
      // The second purchase's nudge reached the worker before the stop (one ordered IPC channel).
      expect(mailWriters(mailDir)).toEqual([worker, worker, worker, worker]);
      expect(await outboxLeft(handle)).toBe(0);
      expect(alive(worker)).toBe(false);
    });

    test('a killed worker: the API process sends the purchase mails itself', async () => {
      const mailDir = path.join(tmp, 'pg-killed');
      const running = await startApi(env(), handle, mailDir);
      process.kill(running.workerPid!, 'SIGKILL');
      await waitFor('the fallback line', () =>
        running.output().includes('purchase mails are sent by the API process'),
      );

      await buyAndExpectMailsFrom(running, handle, mailDir, running.child.pid!);
      running.child.kill('SIGTERM');
      expect(await exitOf(running.child)).toBe(0);
      expect(await outboxLeft(handle)).toBe(0);
    });

    test('PURCHASE_MAIL_WORKER=0: no worker, the API process sends them', async () => {
      const mailDir = path.join(tmp, 'pg-off');
      const running = await startApi({ ...env(), PURCHASE_MAIL_WORKER: '0' }, handle, mailDir);
      expect(running.workerPid).toBeNull();
      await buyAndExpectMailsFrom(running, handle, mailDir, running.child.pid!);
      running.child.kill('SIGTERM');
      expect(await exitOf(running.child)).toBe(0);
    });
  });
}

describe('purchase mails on PGlite', () => {
  test('one process: no worker, the API process writes them', async () => {
    const dataDir = path.join(tmp, 'pglite-data');
    const mailDir = path.join(tmp, 'pglite-mail');
    // The API owns the PGlite folder while it runs: the fixtures go in through the API's own database
    // before it starts (a second handle on the same folder is refused by its lock).
    const { openPglite } = await import('../db/open');
    mkdirSync(dataDir, { recursive: true });
    const own = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const { article, headers } = await buyer(own);
    await own.close();
    const running = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' }, own, mailDir);
    expect(running.workerPid).toBeNull();
    await buy(running.api, headers, article.id);
    expect(
      await waitFor('two mails', () => mailWriters(mailDir).length === 2 && mailWriters(mailDir)),
    ).toEqual([running.child.pid, running.child.pid]);
    running.child.kill('SIGTERM');
    expect(await exitOf(running.child)).toBe(0);
  });
});
