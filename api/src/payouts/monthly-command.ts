// `npm run payouts:monthly -w api`: runs this month's automatic payouts now if they are due (same
// env as the server). With PGlite the folder is locked by a running server — which runs the same
// schedule itself — so use this with DATABASE_URL (e.g. from cron) or while the server is stopped.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { configFromEnv } from '../config';
import { openPglite, openPostgres } from '../db/open';
import { runMonthlyPayouts } from './monthly';

const config = configFromEnv();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const handle = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite({
      dataDir: path.join(config.dataDir, 'pglite'),
      lockFile: path.join(config.dataDir, 'pglite.lock'),
    });
try {
  const result = await runMonthlyPayouts(handle.db, config);
  console.log(
    result.ran
      ? `monthly payouts ${result.month}: ${result.paid} paid, ${result.skipped} skipped`
      : `monthly payouts ${result.month}: not due or already done`,
  );
} finally {
  await handle.close();
}
