// The hourly sweep of rate_limits: it removes only rows that can no longer change an answer (window
// over, back-off ended), in batches, and a throttle in force survives it.
import { inArray, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import { createUser, describeApi } from '../testing/harness';
import { SWEEP_BATCH, sweepRateLimits } from './throttle-sweep';
import { FAILURE_MEMORY_MS } from './throttle';

const HOUR = 3600_000;

describeApi('rate limit sweep', (api) => {
  it('removes rows whose window and back-off are over, keeps the others', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const rows = [
      { key: 'sweep:old', hits: 3, windowStartedAt: ago(FAILURE_MEMORY_MS + HOUR), blockedUntil: null },
      {
        key: 'sweep:old-block-over',
        hits: 9,
        windowStartedAt: ago(FAILURE_MEMORY_MS + HOUR),
        blockedUntil: ago(1),
      },
      // A back-off can outlast its window by up to an hour: still in force, so kept.
      {
        key: 'sweep:old-still-blocked',
        hits: 9,
        windowStartedAt: ago(FAILURE_MEMORY_MS + HOUR),
        blockedUntil: new Date(now.getTime() + HOUR),
      },
      { key: 'sweep:recent', hits: 1, windowStartedAt: ago(HOUR), blockedUntil: null },
    ];
    await api().db.insert(rateLimits).values(rows);
    expect(await sweepRateLimits(api().db, now)).toBeGreaterThanOrEqual(2);
    const left = await api()
      .db.select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          rows.map((r) => r.key),
        ),
      );
    expect(left.map((r) => r.key).sort()).toEqual(['sweep:old-still-blocked', 'sweep:recent']);
  });

  it('goes through more than one batch', async () => {
    const n = SWEEP_BATCH + 7;
    await api().db.execute(sql`
      insert into rate_limits (key, hits, window_started_at)
      select 'sweep:many:' || g, 1, now() - interval '3 days' from generate_series(1, ${n}) g`);
    expect(await sweepRateLimits(api().db, new Date())).toBeGreaterThanOrEqual(n);
    const [{ left }] = (
      (await api().db.execute(
        sql`select count(*)::int as left from rate_limits where key like 'sweep:many:%'`,
      )) as unknown as {
        rows: { left: number }[];
      }
    ).rows as [{ left: number }];
    expect(left).toBe(0);
  });

  it('a sign-in back-off in force survives the sweep', async () => {
    const { user } = await createUser(api().db);
    const signIn = (password: string) =>
      api().call('POST', '/v1/auth/sign_in', {
        headers: { 'x-forwarded-for': '198.51.100.77' },
        json: { email: user.email, password },
      });
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await signIn('guess')).status;
    expect(status).toBe(429);
    await sweepRateLimits(api().db, new Date());
    expect((await signIn('password123')).status).toBe(429);
  });
});
