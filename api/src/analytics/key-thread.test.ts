// The key thread (key-thread.ts): the same visitor keys and stored keys as visitor.ts, one row per visitor per article per
// day of a batch, and its CPU priority lowered for that thread only.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { keyViews, type KeyInput } from './key-thread';
import { viewKeyOf, visitorHash } from './visitor';

const view = (over: Partial<Record<'articleId' | 'day' | 'salt' | 'address' | 'userAgent', unknown>> = {}) =>
  [
    over.articleId ?? 7,
    over.day ?? '2026-11-30',
    over.salt ?? 0,
    over.address ?? '203.0.113.7',
    over.userAgent ?? 'Mozilla/5.0 (test)',
    null,
    'external',
    't.co',
    1_764_460_800_000,
  ] as KeyInput;

const rowsOf = (json: string) => JSON.parse(json) as unknown[][];

describe('key thread', () => {
  it("keys signed-out views as visitorHash does, under each view's own salt, and signed-in ones by the user", async () => {
    const agents = ['Mozilla/5.0 (test)', 'Mozilla/5.0 (日本語; 絵文字 🙂)', '', 'a\nb'];
    const salts = ['salt-of-the-day', 'another-salt'];
    const views = agents.flatMap((userAgent, i) => [
      view({ userAgent, address: `198.51.100.${i}`, salt: 0 }),
      view({ userAgent, address: `198.51.100.${i}`, salt: 1 }),
    ]);
    const signedIn: KeyInput = [7, '2026-11-30', -1, '198.51.100.9', 'x', 42, 'direct', '', 1];
    const keyed = await keyViews(salts, [...views, signedIn]);
    const rows = rowsOf(keyed.json);
    expect(keyed.rows).toBe(rows.length);
    expect(rows.map((r) => r[2])).toEqual([
      ...agents.flatMap((agent, i) => [
        visitorHash(salts[0]!, `198.51.100.${i}`, agent),
        visitorHash(salts[1]!, `198.51.100.${i}`, agent),
      ]),
      'u:42',
    ]);
    // The stored key of each: visitor.ts viewKeyOf's (63 bits of the hash, never negative; −id).
    expect(rows.map((r) => r[3])).toEqual(rows.map((r) => viewKeyOf(String(r[2])).toString()));
    expect(rows.slice(0, -1).every((r) => BigInt(String(r[3])) >= 0n)).toBe(true);
    // The statement's columns, in its order (ingest.ts): article, day, visitor, key, user, kind, detail, at.
    expect(rows.at(-1)).toEqual([7, '2026-11-30', 'u:42', '-42', 42, 'direct', '', 1]);
    expect(rows[0]).toEqual([
      7,
      '2026-11-30',
      rows[0]![2],
      rows[0]![3],
      null,
      'external',
      't.co',
      1_764_460_800_000,
    ]);
  });

  it('keeps one row per visitor per article per day of the batch', async () => {
    const keyed = await keyViews(
      ['salt'],
      [view(), view(), view({ articleId: 8 }), view({ day: '2026-12-01' }), view({ address: '203.0.113.8' })],
    );
    const rows = rowsOf(keyed.json);
    expect(keyed.rows).toBe(4);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      [7, '2026-11-30'],
      [8, '2026-11-30'],
      [7, '2026-12-01'],
      [7, '2026-11-30'],
    ]);
  });

  // A thread's nice value is its own on Linux (setpriority on the calling thread), visible per task in /proc.
  it('runs at nice 10, and the process’s own thread stays as it was', async () => {
    await keyViews(['salt'], [view()]);
    const nice = (task: string) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const base = getPriority(); // the calling thread's: the main one's
    expect(readdirSync('/proc/self/task').map(nice)).toContain(Math.max(base, 10));
    expect(nice(String(process.pid))).toBe(base);
  });
});
