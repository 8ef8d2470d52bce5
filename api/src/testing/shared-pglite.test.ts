// The PGlite the API suites share per jest worker (scripts/jest/shared-pglite.cjs): what one suite leaves
// behind — rows, sequence values, session settings, a dropped table — is not what the next one sees.
// The module is loaded here through jest's registry, so this file has an instance of its own.
import { pgliteSnapshot } from './database';

interface Lent {
  client: {
    query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
    exec(sql: string): Promise<unknown>;
  };
  release(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../../../scripts/jest/shared-pglite.cjs') as {
  lendPglite(file: string, realm: { parseJson(text: string): unknown }): Promise<Lent | null>;
  closeShared(): Promise<void>;
  opens: { fresh: number; reused: number };
};
const realm = { parseJson: (text: string) => JSON.parse(text) as unknown };

afterAll(() => shared.closeShared(), 30_000);

test('the next suite gets the snapshot back: no rows left, seed rows and sequences as migrated', async () => {
  const file = await pgliteSnapshot();
  const first = (await shared.lendPglite(file, realm))!;
  const seed = await first.client.query<{ n: number; last: number }>(
    'SELECT count(*)::int AS n, max(id)::int AS last FROM categories',
  );
  // While it is lent, a second database of the same suite is not this one.
  expect(await shared.lendPglite(file, realm)).toBeNull();
  await first.client.exec(`
    INSERT INTO users (email, account, name, password_hash) VALUES ('a@example.com', 'a', 'A', 'x');
    DELETE FROM categories WHERE id = 1;
    INSERT INTO categories (name, slug, position) VALUES ('増えた', 'extra', 99);
    SET statement_timeout = 1234;
    BEGIN;`);
  await first.release();

  const second = (await shared.lendPglite(file, realm))!;
  expect(shared.opens).toEqual({ fresh: 1, reused: 1 });
  const { rows } = await second.client.query<{ users: number; n: number; last: number; t: string }>(
    `SELECT (SELECT count(*)::int FROM users) AS users, count(*)::int AS n, max(id)::int AS last,
            current_setting('statement_timeout') AS t FROM categories`,
  );
  expect(rows[0]).toEqual({ users: 0, n: seed.rows[0]!.n, last: seed.rows[0]!.last, t: '0' });
  const next = await second.client.query<{ id: number }>(
    "INSERT INTO users (email, account, name, password_hash) VALUES ('b@example.com', 'b', 'B', 'x') RETURNING id",
  );
  expect(next.rows[0]!.id).toBe(1);
  // JSON comes back as this realm's objects (the lender parses it with the suite's JSON.parse).
  const json = await second.client.query<{ j: unknown }>(`SELECT '{"a":[1]}'::jsonb AS j`);
  expect(json.rows[0]!.j).toBeInstanceOf(Object);
  // A Date of this realm is a timestamp parameter, not its toString().
  const at = await second.client.query<{ t: string }>('SELECT $1::timestamptz::text AS t', [
    new Date('2026-01-02T03:04:05Z'),
  ]);
  expect(at.rows[0]!.t).toBe('2026-01-02 03:04:05+00');
  await second.client.exec('DROP TABLE system_phrases');
  await second.release();

  // A changed schema is not handed on: a fresh instance from the snapshot.
  const third = (await shared.lendPglite(file, realm))!;
  expect(shared.opens).toEqual({ fresh: 2, reused: 1 });
  const phrases = await third.client.query<{ n: number }>('SELECT count(*)::int AS n FROM system_phrases');
  expect(phrases.rows[0]!.n).toBe(0);
  await third.release();
}, 60_000);
