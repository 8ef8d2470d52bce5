import { eq } from 'drizzle-orm';
import { inquiries } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { createUser, describeApi } from '../testing/harness';

const valid = {
  category: 'purchase',
  name: '問い合わせ 太郎',
  email: 'Taro@Example.com',
  body: '領収書の宛名を変更したいです。',
};

describeApi('inquiries', (api) => {
  it('stores the inquiry, mails it to INQUIRY_TO with the sender as reply-to, answers a number', async () => {
    const { call, db, mailDir } = api();
    const res = await call('POST', '/v1/inquiry', { json: valid });
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ category: 'purchase', email: 'taro@example.com', userId: null });
    const [mail] = await readMailsTo(mailDir, 'support@shirube.test');
    expect(mail!.text).toContain('領収書の宛名を変更したいです。');
    expect(mail!.text).toContain(`受付番号: ${id}`);
    expect(mail!.text).toContain('記事の購入・領収書');
  }, 30_000);

  it('names the field and the reason for bad input, and stores nothing', async () => {
    const { call, db } = api();
    const before = (await db.select().from(inquiries)).length;
    for (const [json, field, reason] of [
      [{ ...valid, category: 'spam' }, 'category', 'format'],
      [{ ...valid, email: 'no-at-sign' }, 'email', 'format'],
      [{ ...valid, body: '短い' }, 'body', 'min_length'],
      [{ ...valid, name: '' }, 'name', 'required'],
    ] as const) {
      const res = await call('POST', '/v1/inquiry', { json });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    }
    expect((await call('POST', '/v1/inquiry', { json: { ...valid, body: undefined } })).body.field).toBe(
      'body',
    );
    expect((await db.select().from(inquiries)).length).toBe(before);
  }, 30_000);

  it('links a signed-in sender and limits each address to 5 an hour (429 after)', async () => {
    const { call, db } = api();
    const me = await createUser(db);
    const mine = { ...valid, email: 'limit@example.com' };
    const headers = { ...me.headers, 'x-forwarded-for': '192.0.2.10' };
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/v1/inquiry', { headers, json: mine })).status).toBe(200);
    }
    const sixth = await call('POST', '/v1/inquiry', { headers, json: mine });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    const rows = await db.select().from(inquiries).where(eq(inquiries.email, 'limit@example.com'));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.userId === me.user.id)).toBe(true);
  }, 30_000);

  it('limits a client address too, whatever email it types (429 with Retry-After)', async () => {
    const { call, db } = api();
    const headers = { 'x-forwarded-for': '192.0.2.11' };
    for (let i = 0; i < 5; i++) {
      const json = { ...valid, email: `rotating${i}@example.com` };
      expect((await call('POST', '/v1/inquiry', { headers, json })).status).toBe(200);
    }
    const sixth = await call('POST', '/v1/inquiry', {
      headers,
      json: { ...valid, email: 'rotating9@example.com' },
    });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await db.select().from(inquiries).where(eq(inquiries.email, 'rotating9@example.com')),
    ).toHaveLength(0);
  }, 30_000);
});
