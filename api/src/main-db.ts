// The database tool behind `npm run db:migrate | db:backup | db:restore` (compiled to api/dist/main-db.js).
//   migrate               apply the committed migrations (PGlite under $DATA_DIR, or DATABASE_URL)
//   backup [file]         PGlite: a consistent dump (dumpDataDir, tar.gz) while holding the folder's lock,
//                         so the API must be stopped; default $DATA_DIR/backups/pglite-<time>.tar.gz — and
//                         the uploads beside it (<file>.uploads.tar.gz); both mode 0600 (personal data,
//                         ID images), the backups folder 0700
//   restore <file>        PGlite: the dump becomes $DATA_DIR/pglite, and <file>.uploads.tar.gz (if there)
//                         becomes $DATA_DIR/uploads; the old folders are kept beside them
// With DATABASE_URL, backup/restore print the pg_dump/pg_restore and tar commands instead (README).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { configFromEnv } from './config';
import { acquireLock } from './db/lock';
import { openPglite, openPostgres } from './db/open';
import { checkPostgres, describeStartError } from './main-errors';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const uploadsArchive = (file: string) => `${file.replace(/\.tar\.gz$/, '')}.uploads.tar.gz`;

/** Runs tar, failing with its own message. */
function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`tar ${args[0]}: ${(result.stderr || result.error?.message || '').trim()}`);
}

/** DATA_DIR/uploads as a tar.gz made readable by its owner only (created 0600 before tar writes into it). */
function archiveUploads(dataDir: string, file: string): boolean {
  if (!existsSync(path.join(dataDir, 'uploads'))) return false;
  closeSync(openSync(`${file}.tmp`, 'w', 0o600));
  tar(['-czf', `${file}.tmp`, '-C', dataDir, 'uploads']);
  renameSync(`${file}.tmp`, file);
  return true;
}

async function run(command: string | undefined, arg: string | undefined): Promise<void> {
  const config = configFromEnv();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const lockFile = path.join(config.dataDir, 'pglite.lock');
  if (command === 'migrate') {
    if (config.databaseUrl) {
      await checkPostgres(config.databaseUrl);
      await (await openPostgres(config.databaseUrl)).close();
      console.log('db: PostgreSQL migrated');
    } else {
      mkdirSync(config.dataDir, { recursive: true });
      await (await openPglite({ dataDir: pgliteDir, lockFile })).close();
      console.log(`db: PGlite ${pgliteDir} migrated`);
    }
    return;
  }
  if (command !== 'backup' && command !== 'restore')
    throw new Error('usage: db migrate | db backup [file.tar.gz] | db restore <file.tar.gz>');
  if (config.databaseUrl) {
    throw new Error(
      command === 'backup'
        ? 'DATABASE_URL is set: back up PostgreSQL with `pg_dump --format=custom --file=shirube.dump "$DATABASE_URL"` and the uploads with `tar -czf uploads.tar.gz -C "$DATA_DIR" uploads` (chmod 600 both)'
        : 'DATABASE_URL is set: restore PostgreSQL with `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shirube.dump` and the uploads with `tar -xzf uploads.tar.gz -C "$DATA_DIR"`',
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  // The API holds this lock while it runs: a dump is only taken of a folder nobody writes to.
  const release = acquireLock(lockFile, pgliteDir);
  try {
    if (command === 'backup') {
      if (!existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0)
        throw new Error(`no PGlite database in ${pgliteDir}`);
      const file = path.resolve(arg ?? path.join(config.dataDir, 'backups', `pglite-${stamp()}.tar.gz`));
      const client = await PGlite.create(pgliteDir);
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      chmodSync(`${file}.tmp`, 0o600); // an existing .tmp keeps its mode otherwise
      renameSync(`${file}.tmp`, file);
      console.log(`db: backup written to ${file}`);
      if (archiveUploads(config.dataDir, uploadsArchive(file)))
        console.log(`db: uploads written to ${uploadsArchive(file)}`);
      return;
    }
    if (!arg) throw new Error('usage: db restore <file.tar.gz>');
    const file = path.resolve(arg);
    if (!existsSync(file)) throw new Error(`no such backup file: ${file}`);
    const target = `${pgliteDir}.restoring`;
    rmSync(target, { recursive: true, force: true });
    // Load into a new folder first: a broken dump leaves the current database untouched.
    const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.query('select 1');
    await client.close();
    let kept = '';
    if (existsSync(pgliteDir)) {
      kept = `${pgliteDir}.before-restore-${stamp()}`;
      renameSync(pgliteDir, kept);
    }
    renameSync(target, pgliteDir);
    console.log(
      `db: restored ${file} into ${pgliteDir}${kept ? ` (previous database kept in ${kept})` : ''}`,
    );
    const uploads = uploadsArchive(file);
    if (existsSync(uploads)) {
      const uploadsDir = path.join(config.dataDir, 'uploads');
      const keptUploads = `${uploadsDir}.before-restore-${stamp()}`;
      if (existsSync(uploadsDir)) renameSync(uploadsDir, keptUploads);
      tar(['-xzf', uploads, '-C', config.dataDir]);
      console.log(`db: restored ${uploads} into ${uploadsDir}`);
    }
  } finally {
    release();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  for (const line of describeStartError(error, { host: '', port: 0 })) console.error(`db: ${line}`);
  process.exit(1);
});
