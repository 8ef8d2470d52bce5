// The database tool behind `npm run db:migrate | db:backup | db:restore` (compiled to api/dist/main-db.js).
//   migrate               apply the committed migrations (PGlite under $DATA_DIR, or DATABASE_URL)
//   backup [file]         PGlite: a consistent dump (dumpDataDir, tar.gz) while holding the folder's lock,
//                         so the API must be stopped; default $DATA_DIR/backups/pglite-<time>.tar.gz — and
//                         every file the product keeps under DATA_DIR beside it (<file>.files.tar.gz:
//                         uploads, identity documents, mail files, the release store …; `keptEntries`);
//                         both mode 0600 (personal data, ID images), the backups folder 0700
//   restore <file>        PGlite: the dump becomes $DATA_DIR/pglite, and <file>.files.tar.gz (or an older
//                         backup's <file>.uploads.tar.gz) puts its folders back; the old ones kept beside
// With DATABASE_URL, backup writes the files archive and prints the pg_dump command for the database
// (restore likewise with pg_restore): README "Database".
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
const base = (file: string) => file.replace(/\.tar\.gz$/, '');
const filesArchive = (file: string) => `${base(file)}.files.tar.gz`;
/** What backups before issue 41 wrote beside the dump (uploads only); restore still reads it. */
const uploadsArchive = (file: string) => `${base(file)}.uploads.tar.gz`;

/**
 * Not in the files archive: the database (dumped on its own, or PostgreSQL's), its lock, caches
 * (og-covers: link-card images made again on demand), the backups themselves and what a restore
 * leaves beside (`*.before-restore-*`, `*.restoring`). Everything else the product writes under
 * DATA_DIR is kept — uploads, identity (ID documents: issue 41, a restore without them answered 500
 * on the admin's document view), mail, the release store, the generated session secret — and so is
 * whatever a later version adds there, unless it is named here as a cache.
 */
const NOT_KEPT = new Set(['pglite', 'pglite.lock', 'og-covers', 'backups']);
export const keptEntries = (dataDir: string): string[] =>
  existsSync(dataDir)
    ? readdirSync(dataDir)
        .filter((f) => !NOT_KEPT.has(f) && !/\.before-restore-|\.restoring$|\.tmp$/.test(f))
        .sort()
    : [];

/** Runs tar, failing with its own message. */
function tar(args: string[]): string {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`tar ${args[0]}: ${(result.stderr || result.error?.message || '').trim()}`);
  return result.stdout;
}

/** The kept DATA_DIR entries as a tar.gz readable by its owner only (created 0600 before tar writes). */
function archiveFiles(dataDir: string, file: string, exclude: string[] = []): string[] {
  const entries = keptEntries(dataDir).filter(
    (f) => !exclude.some((x) => path.resolve(dataDir, f) === path.resolve(x)),
  );
  if (entries.length === 0) return [];
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(`${file}.tmp`, 'w', 0o600));
  chmodSync(`${file}.tmp`, 0o600);
  tar(['-czf', `${file}.tmp`, '-C', dataDir, '--', ...entries]);
  renameSync(`${file}.tmp`, file);
  return entries;
}

/** Puts an archive's top-level entries back into DATA_DIR, each existing one kept beside it. */
function restoreFiles(dataDir: string, archive: string): string[] {
  const entries = [
    ...new Set(
      tar(['-tzf', archive])
        .split('\n')
        .map((line) => line.replace(/^\.\//, '').split('/')[0]!)
        .filter((name) => name && name !== '.' && name !== '..'),
    ),
  ];
  const when = stamp();
  for (const name of entries) {
    const at = path.join(dataDir, name);
    if (existsSync(at)) renameSync(at, `${at}.before-restore-${when}`);
  }
  tar(['-xzf', archive, '-C', dataDir]);
  return entries;
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
    // The database is PostgreSQL's to dump; the files under DATA_DIR are ours.
    if (command === 'backup') {
      const file = path.resolve(arg ?? path.join(config.dataDir, 'backups', `postgres-${stamp()}.tar.gz`));
      const kept = archiveFiles(config.dataDir, filesArchive(file), [file]);
      console.log(
        kept.length
          ? `db: files (${kept.join(', ')}) written to ${filesArchive(file)}`
          : `db: no files under ${config.dataDir} to back up`,
      );
      console.log(
        'db: DATABASE_URL is set: back up PostgreSQL with `pg_dump --format=custom --file=shirube.dump "$DATABASE_URL"` (chmod 600)',
      );
      return;
    }
    if (!arg) throw new Error('usage: db restore <file.tar.gz> (its .files.tar.gz is restored)');
    const archive = filesArchive(path.resolve(arg));
    if (!existsSync(archive)) throw new Error(`no such files archive: ${archive}`);
    console.log(`db: restored ${restoreFiles(config.dataDir, archive).join(', ')} from ${archive}`);
    console.log(
      'db: DATABASE_URL is set: restore PostgreSQL with `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shirube.dump`',
    );
    return;
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
      const kept = archiveFiles(config.dataDir, filesArchive(file), [file]);
      if (kept.length) console.log(`db: files (${kept.join(', ')}) written to ${filesArchive(file)}`);
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
    const archive = [filesArchive(file), uploadsArchive(file)].find((f) => existsSync(f));
    if (archive)
      console.log(`db: restored ${restoreFiles(config.dataDir, archive).join(', ')} from ${archive}`);
  } finally {
    release();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  for (const line of describeStartError(error, { host: '', port: 0 })) console.error(`db: ${line}`);
  process.exit(1);
});
