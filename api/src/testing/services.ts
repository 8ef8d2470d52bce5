// The services (db, config, mailer) of a suite's API server, for tests that run a job in process
// (the order reconciler, Stripe's event handling) against the same database and mail folder.
import type { AppConfig } from '../config';
import { createMailer } from '../mail/mailer';
import type { TestApi } from './harness';

/** `now`: the job's clock (a testClock), when the test moves time. */
export function servicesOf(api: TestApi, now?: () => Date) {
  const config = {
    host: '127.0.0.1',
    port: 0,
    dataDir: api.mailDir,
    siteUrl: api.siteUrl,
    mailDir: api.mailDir,
    uploadsDir: api.mailDir,
    seedDemo: false,
    ...(now ? { now } : {}),
  } as AppConfig;
  return {
    db: api.db,
    config,
    mailer: createMailer({ mailDir: api.mailDir, from: 'no-reply@shirube.test' }),
  };
}
