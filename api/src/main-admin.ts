// `npm run admin:create -- --email …` (compiled to api/dist/main-admin.js): see tools/admin-create.ts.
import { configFromEnv } from './config';
import { describeStartError } from './main-errors';
import { createAdministrator, parseAdminArgs } from './tools/admin-create';
import { openConfiguredDatabase } from './tools/open-database';

/** The password when stdin is piped (its first line), else undefined (generate one). */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const line = text.split(/\r?\n/)[0] ?? '';
  return line === '' ? undefined : line;
}

async function run() {
  const request = parseAdminArgs(process.argv.slice(2));
  const config = configFromEnv();
  const password = await passwordFromStdin();
  const handle = await openConfiguredDatabase(config);
  try {
    const created = await createAdministrator(handle.db, { ...request, password });
    console.log(
      `admin: administrator ${request.email.trim().toLowerCase()} created (account ${request.account})`,
    );
    if (created.generated)
      console.log(
        `admin: password ${created.password}  (shown once: keep it, or change it after signing in)`,
      );
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  for (const line of describeStartError(error, { host: '', port: 0 }).flatMap((l) => l.split('\n')))
    console.error(`admin: ${line}`);
  process.exit(1);
});
