// One PGlite per jest worker, lent to the API suites one at a time and emptied between them (issue 39
// item 8). Opening a PGlite from the migrated snapshot (api/src/testing/database.ts) cost 0.4-1.0 CPU-s
// per suite — the 28 MB data directory written into PGlite's in-memory file system, postgres started in
// wasm, PGlite's glue evaluated again in every suite's module registry — on ~90 opens a CI run. This
// module lives in the worker's own realm (required by scripts/jest/api-environment.cjs, which jest loads
// once per worker), so the instance outlives each test file's registry. Between suites: every table
// emptied, the rows the migrations inserted put back, every sequence set to the snapshot's value, the session reset (DISCARD ALL); a suite that changed the schema (a catalog
// fingerprint differs) or left the database unusable gets a fresh instance instead.
//
// Realms: the suite's code runs in jest's vm context; this PGlite's results are made here. Rows come back
// as this realm's arrays and objects (jest's equality and Array.isArray accept them; drizzle copies rows
// into the suite's objects); JSON is parsed with the borrowing suite's JSON.parse (so json/jsonb values
// are its objects), and parameters are recognised without instanceof (a suite's Date or Uint8Array is
// not this realm's: PGlite's own serializers would send a Date's toString()).
const { readFileSync } = require('node:fs');

/** PostgreSQL type oids PGlite serializes with instanceof checks (its types.ts). */
const OID = {
  text: 25,
  varchar: 1043,
  bpchar: 1042,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  bytea: 17,
  json: 114,
  jsonb: 3802,
};
const kind = (value) => Object.prototype.toString.call(value);
const isDate = (value) => kind(value) === '[object Date]';
const asText = (value) => (isDate(value) ? value.toISOString() : value.toString());
const asDate = (value) => {
  if (typeof value === 'string') return value;
  if (value === Infinity) return 'infinity';
  if (value === -Infinity) return '-infinity';
  if (typeof value === 'number') return new Date(value).toISOString();
  if (isDate(value)) return value.toISOString();
  throw new Error('Invalid input for date type');
};
const asBytea = (value) => {
  if (!ArrayBuffer.isView(value) || kind(value) !== '[object Uint8Array]')
    throw new Error('Invalid input for bytea type');
  return '\\x' + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
};

/** The schema as the catalog has it (tables, columns, constraints, indexes, functions, triggers, types)
 *  and the applied migrations drizzle records: a suite that altered them cannot be handed on. */
const FINGERPRINT = `
  SELECT md5(string_agg(x, '|' ORDER BY x)) AS fingerprint FROM (
    SELECT format('c:%s.%s:%s', n.nspname, c.relname, c.relkind) AS x
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
    UNION ALL
    SELECT format('a:%s.%s:%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull,
                  a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
        AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT format('k:%s:%s', conrelid::regclass, pg_get_constraintdef(oid)) FROM pg_constraint
      WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    UNION ALL
    SELECT format('i:%s', pg_get_indexdef(indexrelid)) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
        AND c.relnamespace::regnamespace::text NOT LIKE 'pg_toast%'
    UNION ALL
    SELECT format('f:%s:%s', p.oid::regprocedure, md5(p.prosrc)) FROM pg_proc p
      WHERE p.pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    UNION ALL
    SELECT format('t:%s:%s', tgrelid::regclass, tgname) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT format('e:%s:%s:%s', enumtypid::regtype, enumsortorder, enumlabel) FROM pg_enum
    UNION ALL
    SELECT format('m:%s:%s', id, hash) FROM drizzle.__drizzle_migrations
  ) catalog`;

/** Every table outside the system schemas, but drizzle's record of the applied migrations. */
const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
         (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
           WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg_toast%' AND NOT (n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations')
    ORDER BY 1`;
const SEQUENCES = `
  SELECT format('%I.%I', schemaname, sequencename) AS name,
         COALESCE(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
    FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

/** This worker's instance: { file, pg, pristine, filledQuery, setSequences, fingerprint, lent, parseJson }. */
let current = null;
/** True from a lend's start to its end: a second lend meanwhile (the same suite) gets null. */
let lending = false;
const opens = { fresh: 0, reused: 0 };

/** jest-worker's "end" message to a worker (CHILD_MESSAGE_END): the worker then waits to exit by itself,
 *  which an open PGlite prevents (jest force-exits it after 0.5 s and says the worker failed to exit). */
const CHILD_MESSAGE_END = 2;
let closesOnEnd = false;
function closeOnWorkerEnd() {
  // Only the worker's own copy: a suite that loads this module (shared-pglite.test.ts) closes its own.
  if (closesOnEnd || !process.send || globalThis.__shirubeLendPglite) return;
  closesOnEnd = true;
  const listener = (message) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    // A listener keeps the IPC channel open: off first, as jest's own is.
    process.removeListener('message', listener);
    void closeShared();
  };
  process.on('message', listener);
}

async function open(file) {
  closeOnWorkerEnd();
  const { PGlite } = await import('@electric-sql/pglite');
  const entry = { file, lent: false, parseJson: null };
  // PGlite keeps serializers/parsers per instance: this one asks for the borrowing suite's at call time.
  const parseJson = (text) => (entry.parseJson ?? JSON.parse)(text);
  const pg = await PGlite.create({
    loadDataDir: new Blob([readFileSync(file)]),
    serializers: {
      [OID.text]: asText,
      [OID.varchar]: asText,
      [OID.bpchar]: asText,
      [OID.date]: asDate,
      [OID.timestamp]: asDate,
      [OID.timestamptz]: asDate,
      [OID.bytea]: asBytea,
    },
    parsers: { [OID.json]: parseJson, [OID.jsonb]: parseJson },
  });
  const tables = (await pg.query(TABLES)).rows;
  // The rows the migrations inserted (categories, …), as JSON to put back after each TRUNCATE.
  const pristine = [];
  for (const table of tables) {
    const { rows } = await pg.query(`SELECT json_agg(t)::text AS rows FROM ${table.name} t`);
    if (rows[0].rows !== null) pristine.push({ ...table, rows: rows[0].rows });
  }
  const sequences = (await pg.query(SEQUENCES)).rows;
  const literal = (text) => `'${text.replace(/'/g, "''")}'`;
  // One statement each: which tables hold rows, and every sequence back to the snapshot's value.
  const filledQuery = tables
    .map((t) => `SELECT ${literal(t.name)} AS name WHERE EXISTS (SELECT 1 FROM ${t.name})`)
    .join(' UNION ALL ');
  const setSequences = sequences.length
    ? `SELECT ${sequences.map((q) => `setval(${literal(q.name)}, ${Number(q.value)}, ${q.called})`).join(', ')}`
    : '';
  const fingerprint = (await pg.query(FINGERPRINT)).rows[0].fingerprint;
  opens.fresh++;
  return Object.assign(entry, { pg, pristine, filledQuery, setSequences, fingerprint });
}

/** The snapshot's contents again; false when this instance cannot be handed on. */
async function reset(entry) {
  const { pg } = entry;
  if (pg.closed) return false;
  try {
    // Session state (settings, prepared statements, temp tables, advisory locks) back to a new
    // connection's. It refuses inside a transaction: one a suite left open (BEGIN through exec) ends first.
    await pg.exec('DISCARD ALL').catch(async () => {
      await pg.exec('ROLLBACK');
      await pg.exec('DISCARD ALL');
    });
    if ((await pg.query(FINGERPRINT)).rows[0].fingerprint !== entry.fingerprint) {
      if (process.env.SHIRUBE_PGLITE_STATS) console.log('[shared-pglite] schema changed: a fresh one');
      return false;
    }
    // TRUNCATE makes new files for a table and each of its indexes (≈ 4 ms of CPU per table in PGlite,
    // 0.22 s for all 56): only the tables the suite left rows in are emptied, by DELETE with foreign
    // keys and triggers off (session_replication_role), so their order does not matter.
    const filled = (await pg.query(entry.filledQuery)).rows.map((r) => r.name);
    await pg.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      for (const name of filled) await tx.exec(`DELETE FROM ${name}`);
      for (const t of entry.pristine)
        await tx.query(
          `INSERT INTO ${t.name} (${t.columns}) OVERRIDING SYSTEM VALUE
             SELECT ${t.columns} FROM json_populate_recordset(null::${t.name}, $1::json)`,
          [t.rows],
        );
      if (entry.setSequences) await tx.exec(entry.setSequences);
    });
    return true;
  } catch (error) {
    console.warn(`[shared-pglite] reset failed, opening a fresh one: ${error.message}`);
    return false;
  }
}

/**
 * Lends this worker's PGlite, loaded from `file` (the migrated snapshot) and reset to it, to the suite
 * calling (`realm.parseJson`: its JSON.parse). null while another database of the same suite has it
 * (that one opens its own). `release()`: the suite is done with it (its close()).
 */
async function lendPglite(file, realm) {
  if (lending || current?.lent) return null;
  lending = true;
  let entry;
  try {
    entry = current;
    current = null;
    if (entry && (entry.file !== file || !(await reset(entry)))) {
      await entry.pg.close().catch(() => {});
      entry = null;
    }
    if (entry) opens.reused++;
    entry ??= await open(file);
    entry.lent = true;
    entry.parseJson = realm.parseJson;
    current = entry;
  } finally {
    lending = false;
  }
  let released = false;
  return {
    client: entry.pg,
    release: async () => {
      if (released) return;
      released = true;
      entry.lent = false;
      entry.parseJson = null;
    },
  };
}

/** Closes this worker's instance (scripts/jest/api-teardown.cjs): a PGlite left open keeps node running,
 *  which a run in band (the main process) would wait on for ever. jest ends its workers itself. */
async function closeShared() {
  const entry = current;
  current = null;
  if (entry) await entry.pg.close().catch(() => {});
  if (process.env.SHIRUBE_PGLITE_STATS) console.log(`[shared-pglite] ${JSON.stringify(opens)}`);
}

module.exports = { lendPglite, closeShared, opens };
