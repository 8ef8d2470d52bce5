import { eq } from 'drizzle-orm';
import { bankAccounts } from '../db/schema';
import { BANK } from '../payouts/testing';
import { createUser, describeApi } from '../testing/harness';

describeApi('bank account (全銀)', (api) => {
  it('looks banks and branches up by code, name and kana from the dataset', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const byName = await call('GET', `/v1/payment/bank_codes?code=${encodeURIComponent('みずほ')}`, {
      headers: me.headers,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data[0]).toEqual({ code: '0001', name: 'みずほ', kana: 'ミズホ' });
    expect(byName.body.meta.datasetVersion).toMatch(/^\d{8}$/);
    const byKana = await call('GET', `/v1/payment/bank_codes?code=${encodeURIComponent('ﾐﾂｲｽﾐﾄﾓ')}`, {
      headers: me.headers,
    });
    expect(byKana.body.data[0]).toMatchObject({ code: '0009', name: '三井住友' });
    // The dataset writes 全銀 kana (キヨウ); a reading typed with small kana still finds it.
    const byReading = await call(
      'GET',
      `/v1/payment/branch_codes?bankCode=0001&branchCode=${encodeURIComponent('とうきょう')}`,
      {
        headers: me.headers,
      },
    );
    expect(byReading.body.data.map((b: { name: string }) => b.name)).toContain('東京中央');
    const byCode = await call('GET', '/v1/payment/branch_codes?bankCode=0009&branchCode=101', {
      headers: me.headers,
    });
    expect(byCode.body.data[0]).toEqual({ code: '101', name: '大阪本店営業部', kana: 'オオサカホンテン' });
    const unknownBank = await call('GET', '/v1/payment/branch_codes?bankCode=0002&branchCode=1', {
      headers: me.headers,
    });
    expect(unknownBank.status).toBe(404);
  });

  it('answers 404 for codes that name Object.prototype members (never a prototype lookup → 500)', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    for (const bankCode of ['__proto__', 'toString', 'valueOf']) {
      const res = await call('GET', `/v1/payment/branch_codes?bankCode=${bankCode}&branchCode=1`, {
        headers: me.headers,
      });
      expect([bankCode, res.status, res.body.code]).toEqual([bankCode, 404, 'not_found']);
    }
    const proto = await call('GET', '/v1/payment/bank_codes?code=__proto__', { headers: me.headers });
    expect(proto).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('saves a valid account with 204, converting the half-width holder name to full-width', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const put = await call('PUT', '/v1/payment/bank_accounts', { headers: me.headers, json: BANK });
    expect(put.status).toBe(204);
    const got = await call('GET', '/v1/payment/bank_accounts', { headers: me.headers });
    expect(got.body.data).toEqual({
      bankCode: '0009',
      bankName: '三井住友',
      branchCode: '101',
      branchName: '大阪本店営業部',
      accountType: 'ordinary',
      accountNumber: '1234567',
      holderName: 'ヤマダ タロウ',
    });
  });

  it.each([
    [{ bankCode: '9998' }, 'bankCode', 'unknown'],
    [{ bankCode: '09' }, 'bankCode', 'format'],
    [{ branchCode: '999' }, 'branchCode', 'unknown'],
    [{ accountType: 'savings' }, 'accountType', 'invalid'],
    [{ accountNumber: '12345678' }, 'accountNumber', 'format'],
    [{ holderName: '山田 太郎' }, 'holderName', 'invalid_chars'],
    [{ holderName: 'ア'.repeat(31) }, 'holderName', 'too_long'],
  ])('refuses %j with 400 naming %s (%s) and changes nothing', async (change, field, reason) => {
    const { db, call } = api();
    const me = await createUser(db);
    const res = await call('PUT', '/v1/payment/bank_accounts', {
      headers: me.headers,
      json: { ...BANK, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    expect(await db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.user.id))).toEqual([]);
  });

  it('answers postal codes from the offline dataset', async () => {
    const { call } = api();
    const ok = await call('GET', '/v1/postal_address?zip=104-0061');
    expect(ok.body.data).toEqual([
      { postalCode: '1040061', prefecture: '東京都', city: '中央区', town: '銀座' },
    ]);
    expect((await call('GET', '/v1/postal_address?zip=12345')).body).toMatchObject({
      code: 'validation',
      field: 'zip',
    });
    expect((await call('GET', '/v1/postal_address?zip=0000000')).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await api().call('PUT', '/v1/payment/bank_accounts', { json: BANK })).status).toBe(401);
  });
});
