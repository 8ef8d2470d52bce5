// Purchase mails from a child process at lower CPU priority (issue 9 item 5). Building and writing a
// purchase's two mails cost about as much CPU as the purchase itself (bench/purchases.mjs: API CPU per
// purchase 2.24 ms with the mails sent in the API process, 1.15 ms without), and in a burst of sales
// that work competed with the requests on equal terms. On PostgreSQL main.ts forks this worker
// (PURCHASE_MAIL_WORKER=1, the default), which lowers itself to `nice` +19 once it has started and
// connected: requests come first, the mails use the CPU they leave, and in a burst the outbox grows for a while and then empties. Delivery stays what
// ./mail-outbox.ts makes it: the outbox row is written by the purchase itself, at least once, never
// lost — the worker only changes which process sends. Tip mails (issue 37) share the outbox, so this worker.
//
// The API process nudges the worker over IPC after a purchase (at most once per event-loop turn).
// The worker sends at start, 200 ms after a nudge and on the reconciler's schedule; it stops when its API
// process tells it to or goes away (ignoring the terminal's SIGINT/SIGTERM, so the API can first
// finish its requests). If it dies, the API process sends the mails itself again.
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { AppConfig } from '../config';
import type { AppServices } from '../context';
import type { DbHandle } from '../db/open';
import type { PeriodicJob } from '../scheduler/periodic';
import { delegatePurchaseMails, kickPurchaseMails, startPurchaseMailSender } from './mail-outbox';

export const MAIL_WORKER_ROLE = 'purchase-mails';
/** How long the worker waits after a nudge before sending (see runPurchaseMailWorker). */
export const MAIL_LINGER_MS = 200;
/** Its `nice` value: a lower CPU priority than the API process (0) and PostgreSQL (0). */
export const MAIL_WORKER_NICE = 19;

type Services = Pick<AppServices, 'db' | 'config' | 'mailer'>;

export interface MailWorker {
  readonly pid: number;
  /** Lets the worker send what is queued and waits until it has exited; later nudges are sent here. */
  stop(): Promise<void>;
}

/** The node flags of this process minus profiling (a profiled API would also profile its worker). */
function workerExecArgv(): string[] {
  const out: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const flag = process.execArgv[i]!;
    if (/^--cpu-prof-(dir|name|interval)$/.test(flag)) i++;
    else if (!flag.startsWith('--cpu-prof')) out.push(flag);
  }
  return out;
}

/** Sends what is queued now and then every `intervalMs` (0: now only), in this process. */
const sendHereFromNow = (services: Services, intervalMs: number): PeriodicJob | null =>
  intervalMs ? startPurchaseMailSender(services, intervalMs) : (void kickPurchaseMails(services), null);

/** In the API process: forks the worker (this same entry point) and hands it the purchase mails. */
export function startPurchaseMailWorker(services: Services, intervalMs: number): MailWorker {
  const child = fork(process.argv[1]!, process.argv.slice(2), {
    env: { ...process.env, SHIRUBE_API_ROLE: MAIL_WORKER_ROLE },
    execArgv: workerExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopping = false;
  let nudged = false;
  // After an unexpected exit: this process sends again.
  const here: { job: PeriodicJob | null } = { job: null };
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      delegatePurchaseMails(services.db, null);
      if (!stopping) {
        console.error(
          `[purchases] mail worker ${child.pid} exited (${signal ?? code}): purchase mails are sent by the API process`,
        );
        here.job = sendHereFromNow(services, intervalMs);
      }
      resolve();
    });
  });
  delegatePurchaseMails(services.db, () => {
    if (!child.connected) return false;
    if (!nudged) {
      nudged = true;
      setImmediate(() => {
        nudged = false;
        if (child.connected) child.send('kick');
      });
    }
    return true;
  });
  return {
    pid: child.pid!,
    async stop() {
      stopping = true;
      await here.job?.stop();
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** In the worker process (main.ts with SHIRUBE_API_ROLE=purchase-mails). */
export async function runPurchaseMailWorker(
  config: AppConfig,
  open: () => Promise<DbHandle>,
  mailer: AppServices['mailer'],
): Promise<void> {
  const handle = await open();
  // Started at the API's priority and lowered only now, before any mail work: loading the bundle and
  // connecting are a one-off, and at nice +19 on a busy machine (a sales burst, an API restarted under
  // load) they took tens of seconds — every purchase mail of that time waited for the worker to start,
  // and a stop meanwhile waited too.
  try {
    setPriority(MAIL_WORKER_NICE);
  } catch (error) {
    console.warn(`[purchases] mail worker: could not lower its priority (${(error as Error).message})`);
  }
  const services: Services = { db: handle.db, config, mailer };
  // What is queued now, then on the reconciler's schedule (as the API process would).
  const job = sendHereFromNow(services, config.reconcileIntervalMs ?? 0);
  let stopping = false;
  let lingering: NodeJS.Timeout | null = null;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (lingering) clearTimeout(lingering);
    await job?.stop();
    await kickPurchaseMails(services);
    await handle.close().catch(() => {});
    process.exit(0);
  };
  // A nudge is answered after MAIL_LINGER_MS: the purchases of that moment go out as one batch (one
  // transaction, and each author's sales in one note) instead of one run per purchase.
  process.on('message', (message) => {
    if (message === 'kick' && !stopping && !lingering) {
      lingering = setTimeout(() => {
        lingering = null;
        if (!stopping) void kickPurchaseMails(services);
      }, MAIL_LINGER_MS);
    } else if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  // The terminal's Ctrl-C reaches the whole process group: the API process decides when this one stops.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
}
