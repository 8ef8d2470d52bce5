// Shell server entry: `node shell/dist-server/main.js` (compiled by scripts/lib/servers.mjs; `tsx
// shell/server/main.ts` in development). Bad config or a port in use → one line each, exit 1.
// SIGTERM/SIGINT: stop accepting, finish the requests in flight (up to 20 s), exit 0.
import { createShellServer } from './app';
import { configFromEnv, ShellConfigError } from './config';
import { stdoutLog } from './main-ops';

let config;
try {
  config = configFromEnv();
} catch (error) {
  for (const line of error instanceof ShellConfigError ? error.problems : [String(error)])
    console.error(`[shell] ${line}`);
  process.exit(1);
}
const settings = {
  ...config,
  host: config.host ?? '127.0.0.1',
  log: process.env.LOG_REQUESTS === '0' ? undefined : stdoutLog,
};
const server = createShellServer(settings);
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(
      `[shell] PORT ${settings.port} is already in use on ${settings.host} (another server running? set PORT)`,
    );
  else if (error.code === 'EACCES')
    console.error(`[shell] PORT ${settings.port}: permission denied on ${settings.host}`);
  else console.error(`[shell] could not listen on ${settings.host}:${settings.port}: ${error.message}`);
  process.exit(1);
});
server.listen(settings.port, settings.host, () => {
  console.log(
    `[shell] http://${settings.host}:${settings.port}  (API ${settings.apiUrl}, releases ${settings.releasesDir}, ` +
      `NODE_ENV ${process.env.NODE_ENV ?? 'unset'})`,
  );
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[shell] stopping: finishing requests in flight');
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error('[shell] requests still open after 20 s; exiting');
      process.exit(1);
    }, 20_000).unref();
  });
