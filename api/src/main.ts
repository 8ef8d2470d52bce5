// API server entry: `node api/dist/main.js` (compiled by scripts/lib/servers.mjs; `tsx api/src/main.ts`
// in development). Env: API_HOST, API_PORT, DATA_DIR, DATABASE_URL, SITE_URL,
// MAIL_DIR, SMTP_URL, SEED_DEMO, PUBLISH_SCHEDULER_MS, RECONCILE_INTERVAL_MS (see
// config.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setUpServerLog, startMetricsServer, type ServerLog } from '@shirube/server';
import { instrumentDatabase } from './metrics';
import { configFromEnv, mailFrom, type AppConfig } from './config';
import { checkPostgres, describeStartError } from './main-errors';
import { openPglite, openPostgres, type DbHandle } from './db/open';
import { createMailer } from './mail/mailer';
import { scheduleMonthlyPayouts } from './payouts/monthly';
import { describeLogins, hasUsers, remainingDemoLogins, seedDemo } from './seed/seed';
import { backfillSearchColumns } from './search/document';
import { startServer } from './server';
import { effectLoggerFor } from './server-ops';
import { startReservedPublishScheduler } from './scheduler/reserved-publish';
import { startOrderReconciler } from './payments/reconcile';
import { DISPUTE_RECONCILE_INTERVAL_MS, startDisputeReconciler } from './disputes/reconcile';
import { kickPurchaseMails, startPurchaseMailSender } from './purchases/mail-outbox';
import { startStorageDeletions } from './storage/deletions';
import { startViewRetention } from './analytics/retention';
import { DEFAULT_VIEW_RETENTION_DAYS } from '@shirube/domain';
import { MAIL_WORKER_ROLE, runPurchaseMailWorker, startPurchaseMailWorker } from './purchases/mail-worker';
import { startSaleEventFolder } from './purchases/sale-events';
import { startThrottleSweep, THROTTLE_SWEEP_INTERVAL_MS } from './auth/throttle-sweep';

// Production: every line one JSON object (pino, asynchronous stdout; console routed into it).
const serverLog: ServerLog = setUpServerLog('api');
// One JSON line per request on stdout, unless LOG_REQUESTS=0 (as the shell server).
const log = process.env.LOG_REQUESTS === '0' ? undefined : serverLog.requestLine;
let listen: Pick<AppConfig, 'host' | 'port'> = { host: process.env.API_HOST || '127.0.0.1', port: 3001 };

async function main() {
  const config = configFromEnv();
  listen = config;
  let handle: DbHandle;
  if (config.databaseUrl) {
    await checkPostgres(config.databaseUrl);
    handle = await openPostgres(config.databaseUrl);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    handle = await openPglite({
      dataDir: path.join(config.dataDir, 'pglite'),
      lockFile: path.join(config.dataDir, 'pglite.lock'),
    });
  }
  instrumentDatabase(handle);
  // Prometheus scrapes a port of its own (never the API's): README "Metrics".
  const metrics = config.metrics ? await startMetricsServer(config.metrics) : null;
  if (metrics) console.log(`API metrics on ${metrics.url}`);
  if (config.seedDemo && !(await hasUsers(handle.db))) {
    console.log(describeLogins(await seedDemo(handle.db)));
  } else if (config.seedDemo) {
    const logins = await remainingDemoLogins(handle.db);
    if (logins.length) console.log(`${describeLogins(logins)}\n  (パスワードを変更していなければ)`);
  } else if (!(await hasUsers(handle.db))) {
    // Production never seeds (config.ts): the administrator comes from `npm run admin:create`.
    console.warn('API: empty database: create the administrator with `npm run admin:create -- --email …`');
  }
  const backfilled = await backfillSearchColumns(handle.db);
  if (backfilled > 0) console.log(`search: indexed ${backfilled} articles written before search existed`);
  const mailer = createMailer({ mailDir: config.mailDir, smtpUrl: config.smtpUrl, from: mailFrom(config) });
  const logger = serverLog.logger && effectLoggerFor(serverLog.logger);
  const server = await startServer(
    { db: handle.db, backgroundDb: handle.background, config, mailer },
    config,
    { log, logger },
  ).catch(async (error: unknown) => {
    await handle.close().catch(() => {});
    throw error;
  });
  const scheduler = config.schedulerIntervalMs
    ? startReservedPublishScheduler(handle.db, config.schedulerIntervalMs)
    : null;
  // Stuck payment orders (issue 9): settled at start and then every RECONCILE_INTERVAL_MS (0 = off).
  const reconciler = config.reconcileIntervalMs
    ? startOrderReconciler({ db: handle.db, config, mailer }, config.reconcileIntervalMs)
    : null;
  // Open disputes settled from the processor's truth (issue 35), on with the order reconciler.
  const disputeReconciler = config.reconcileIntervalMs
    ? startDisputeReconciler({ db: handle.db, config }, DISPUTE_RECONCILE_INTERVAL_MS)
    : null;
  // Purchase mails (issue 9): on PostgreSQL a worker process at lower CPU priority sends them
  // (purchases/mail-worker.ts); otherwise this process: what a crash or a stopped process left in the
  // outbox at start, then on the reconciler's schedule, and a purchase nudges the sender itself.
  const mailWorker =
    handle.kind === 'postgres' && config.purchaseMailWorker !== false
      ? startPurchaseMailWorker({ db: handle.db, config, mailer }, config.reconcileIntervalMs ?? 0)
      : null;
  const mailSender =
    !mailWorker && config.reconcileIntervalMs
      ? startPurchaseMailSender({ db: handle.db, config, mailer }, config.reconcileIntervalMs)
      : null;
  // Deletions from the media store that failed (the bucket was down): tried again until done (issue 38).
  const storageDeletions = config.reconcileIntervalMs
    ? startStorageDeletions({ db: handle.db, config }, config.reconcileIntervalMs)
    : null;
  // Sales of unlimited articles reach おすすめ through this fold (issue 9: no hot row per purchase).
  const folder = config.schedulerIntervalMs
    ? startSaleEventFolder(handle.db, config.schedulerIntervalMs)
    : null;
  // Expired throttle rows (one per address/account ever throttled) removed hourly, with the scheduler.
  const throttleSweep = config.schedulerIntervalMs
    ? startThrottleSweep(handle.db, THROTTLE_SWEEP_INTERVAL_MS)
    : null;
  // Raw view events past VIEW_RETENTION_DAYS go (issue 36); hourly, on with the scheduler.
  const viewRetention = config.schedulerIntervalMs
    ? startViewRetention(
        { db: handle.db, retentionDays: config.viewRetentionDays ?? DEFAULT_VIEW_RETENTION_DAYS },
        3_600_000,
      )
    : null;
  console.log(
    `API listening on ${server.url} (${handle.kind === 'pglite' ? `PGlite ${config.dataDir}/pglite` : 'PostgreSQL'}; ` +
      `mail ${config.smtpUrl ? 'SMTP' : config.mailDir}${mailWorker ? ` from worker ${mailWorker.pid}` : ''})`,
  );
  // The monthly automatic payout run (issue 11); its state is in the database, so restarts are safe.
  const stopSchedule =
    process.env.PAYOUT_SCHEDULE === '0' ? () => {} : scheduleMonthlyPayouts(handle.db, config, console.log);
  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (server.close waits up to 20 s),
  // then close the database and exit 0.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('API stopping: finishing requests in flight');
    await scheduler?.stop();
    await reconciler?.stop();
    await disputeReconciler?.stop();
    await mailSender?.stop();
    await storageDeletions?.stop();
    await folder?.stop();
    await throttleSweep?.stop();
    await viewRetention?.stop();
    stopSchedule();
    await server.close().catch(() => {});
    // The purchase mails queued by the last requests go out before the database closes: the worker
    // sends what is queued and exits; anything it could not send goes from here.
    await mailWorker?.stop();
    await kickPurchaseMails({ db: handle.db, config, mailer });
    await handle.close().catch(() => {});
    metrics?.server.close();
    serverLog.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** The purchase mail worker's entry (forked by main() with SHIRUBE_API_ROLE, see mail-worker.ts). */
async function mailWorkerMain() {
  const config = configFromEnv();
  const mailer = createMailer({ mailDir: config.mailDir, smtpUrl: config.smtpUrl, from: mailFrom(config) });
  await runPurchaseMailWorker(config, () => openPostgres(config.databaseUrl!), mailer);
}

(process.env.SHIRUBE_API_ROLE === MAIL_WORKER_ROLE ? mailWorkerMain() : main()).catch((error: unknown) => {
  for (const line of describeStartError(error, listen)) console.error(line);
  serverLog.exit(1);
});
