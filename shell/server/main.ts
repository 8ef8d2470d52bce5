// Shell server entry: `node shell/dist-server/main.js` (compiled by scripts/lib/servers.mjs; `tsx
// shell/server/main.ts` in development). Bad config or a port in use → one line each, exit 1.
// SIGTERM/SIGINT: stop accepting, finish the requests in flight (up to 20 s), exit 0. Production: every
// line one JSON object (pino, @shirube/server `setUpServerLog`), so the `[shell]` prefix is dropped there.
import { setUpServerLog, startMetricsServer, type ServerLog } from '@shirube/server';
import { createShellServer } from './app';
import { drain } from './drain';
import { configFromEnv, ShellConfigError } from './config';

const serverLog: ServerLog = setUpServerLog('shell');
const tag = serverLog.logger ? '' : '[shell] ';
let config;
try {
  config = configFromEnv();
} catch (error) {
  for (const line of error instanceof ShellConfigError ? error.problems : [String(error)])
    console.error(`${tag}${line}`);
  serverLog.exit(1);
}
const settings = {
  ...config,
  host: config.host ?? '127.0.0.1',
  log: process.env.LOG_REQUESTS === '0' ? undefined : serverLog.requestLine,
};
const server = createShellServer(settings);
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(
      `${tag}PORT ${settings.port} is already in use on ${settings.host} (another server running? set PORT)`,
    );
  else if (error.code === 'EACCES')
    console.error(`${tag}PORT ${settings.port}: permission denied on ${settings.host}`);
  else console.error(`${tag}could not listen on ${settings.host}:${settings.port}: ${error.message}`);
  serverLog.exit(1);
});
// Prometheus scrapes a port of its own (never the site's): README "Metrics".
const metrics = settings.metrics
  ? await startMetricsServer(settings.metrics).catch((error: Error) => {
      console.error(`${tag}${error.message}`);
      return serverLog.exit(1);
    })
  : null;
if (metrics) console.log(`${tag}metrics on ${metrics.url}`);
server.listen(settings.port, settings.host, () => {
  console.log(
    `${tag}http://${settings.host}:${settings.port}  (API ${settings.apiUrl}, releases ${settings.releasesDir}, ` +
      `NODE_ENV ${process.env.NODE_ENV ?? 'unset'})`,
  );
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${tag}stopping: finishing requests in flight`);
    void drain(server).then(() => serverLog.exit(0));
    setTimeout(() => {
      console.error(`${tag}requests still open after 20 s; exiting`);
      serverLog.exit(1);
    }, 20_000).unref();
  });
