import { createShellServer } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const server = createShellServer(config);
server.listen(config.port, '127.0.0.1', () => {
  console.log(
    `[shell] http://localhost:${config.port}  (API ${config.apiUrl}, releases ${config.releasesDir})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
