// `npm run payouts:monthly` (compiled to api/dist/payouts-monthly.js; cron: `node api/dist/payouts-monthly.js`):
// runs this month's automatic payouts now if they are due (same env as the server). With PGlite the
// folder is locked by a running server — which runs the same schedule itself — so use this with
// DATABASE_URL (e.g. from cron) or while the server is stopped.
import { configFromEnv } from '../config';
import { describeStartError } from '../main-errors';
import { openConfiguredDatabase } from '../tools/open-database';
import { runMonthlyPayouts } from './monthly';

async function run() {
  const config = configFromEnv();
  const handle = await openConfiguredDatabase(config);
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
}

run().catch((error: unknown) => {
  for (const line of describeStartError(error, { host: '', port: 0 })) console.error(`payouts: ${line}`);
  process.exit(1);
});
