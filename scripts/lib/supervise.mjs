// Keeps a server running under `npm start` / `npm run serve`: a server that crashes after it was ready
// is started again after 1, 2, 4 … 30 s (back to 1 s once it stayed up for a minute), and the other
// server keeps serving meanwhile. A server that never became ready (bad config, port in use) is not
// retried: its own message says why, and the caller stops.
import net from 'node:net';
import { stopChild, waitForHttp } from './procs.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Rejects with a clear sentence when `port` cannot be bound on `host` (checked before anything starts). */
export function assertPortFree(port, host, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e) =>
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `${variable} ${port} is already in use on ${host} (another npm start running? set ${variable})`
            : `${variable} ${port} cannot be used on ${host}: ${e.code ?? e.message}`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * `launch()` starts the process; `readyUrl` answers 2xx once it serves. Resolves when the first start
 * is ready; rejects if that first start fails. `stop()` ends it (no restart). Problems go to `log`
 * (console.error), the recovery to `info` (console.log).
 */
export async function supervise(
  name,
  launch,
  readyUrl,
  { timeoutMs = 120_000, log = console.error, info = console.log } = {},
) {
  let child = null;
  let stopping = false;
  let failures = 0;
  const keep = (proc, upSince) => {
    proc.once('exit', async (code, signal) => {
      if (stopping) return;
      const upFor = Date.now() - upSince;
      if (upFor > 60_000) failures = 0;
      const delay = Math.min(30_000, 1_000 * 2 ** failures++);
      log(`${name} stopped (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s`);
      await sleep(delay);
      if (stopping) return;
      child = launch();
      const started = Date.now();
      keep(child, started);
      waitForHttp(readyUrl, { child, timeoutMs, what: name }).then(
        // Good news, not an error (serve's JSON lines: level info; issue 41).
        () => info(`${name} is back`),
        () => {}, // its exit handler above schedules the next try
      );
    });
  };
  child = launch();
  // A first start that never gets ready (too slow, bad config) is stopped, not left running orphaned.
  await waitForHttp(readyUrl, { child, timeoutMs, what: name }).catch(async (error) => {
    await stopChild(child, 5_000);
    throw error;
  });
  keep(child, Date.now());
  return {
    get child() {
      return child;
    },
    /** Resolves with the server's exit code (0 when it drained and stopped cleanly). */
    stop: async () => {
      stopping = true;
      return stopChild(child, 25_000);
    },
  };
}
