// The media tool behind `npm run media:migrate` (compiled to api/dist/main-media.js): copies DATA_DIR's
// uploads and identity documents to the bucket of STORAGE_URL (storage/migrate.ts). Safe to run again.
import { configFromEnv } from './config';
import { migrateMedia } from './storage/migrate';

async function main(args: string[]): Promise<number> {
  if (args[0] !== 'migrate') {
    console.error('usage: npm run media:migrate');
    return 2;
  }
  const config = configFromEnv();
  if (!config.storage) {
    console.error('media:migrate: STORAGE_URL is not set — it names the bucket to copy DATA_DIR/uploads to');
    return 2;
  }
  const report = await migrateMedia({ ...config, storage: config.storage }, (line) => console.log(line));
  console.log(
    `media:migrate: ${report.copied} copied, ${report.alreadyThere} already there, ${report.ignored.length} not uploads (left alone)`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`media:migrate: ${error.message}`);
    process.exit(1);
  },
);
