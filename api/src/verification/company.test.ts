import { BANK, INDIVIDUAL, uploadId } from '../payouts/testing';
import { buy } from '../testing/buy';
import { insertArticle } from '../testing/fixtures';
import { pdfText } from '../testing/pdf';
import { createUser, describeApi, type TestApi } from '../testing/harness';

const COMPANY = {
  businessType: 'company',
  company: {
    name: '株式会社しるべ',
    nameKana: 'かぶしきがいしゃ しるべ',
    // 国税庁's own number, typed as copied from 公表サイト (full width, hyphens).
    corporateNumber: '７０００-０１-２０５０００２',
    postalCode: '104-0061',
    prefecture: '東京都',
    city: '中央区',
    town: '銀座',
    addressLine: '1-2-3 しるべビル5F',
    phone: '03-1234-5678',
  },
  representative: { lastName: '山田', firstName: '太郎', lastNameKana: 'やまだ', firstNameKana: 'しょうた' },
};
const INDIVIDUAL_DETAILS = { ...INDIVIDUAL, lastName: '佐藤', firstName: '花子' };
type Json = Record<string, unknown>;
const withCompany = (change: Json) => ({ ...COMPANY, company: { ...COMPANY.company, ...change } });
const withRepresentative = (change: Json) => ({
  ...COMPANY,
  representative: { ...COMPANY.representative, ...change },
});

/** A company seller through the real endpoints: details, ID image, an admin's approval. */
async function verifiedCompany(api: TestApi) {
  const me = await createUser(api.db, { name: 'しるべ公式' });
  const admin = await createUser(api.db, { isAdmin: true });
  expect((await api.call('POST', '/v1/payment/banks', { headers: me.headers, json: COMPANY })).status).toBe(
    200,
  );
  await uploadId(api, me.headers, 'front');
  const ok = await api.call('POST', `/v1/admin/identifications/${me.user.id}/verify`, {
    headers: admin.headers,
  });
  expect(ok.status).toBe(204);
  return { me, admin };
}

describeApi('法人 (corporate seller) verification', (api) => {
  it('stores a company with its representative, shows it to the admin, then to buyers once verified', async () => {
    const a = api();
    const me = await createUser(a.db, { name: 'しるべ公式' });
    const admin = await createUser(a.db, { isAdmin: true });
    const saved = await a.call('POST', '/v1/payment/banks', { headers: me.headers, json: COMPANY });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      businessType: 'company',
      individual: null,
      company: {
        name: '株式会社しるべ',
        nameKana: 'カブシキガイシャ シルベ',
        corporateNumber: '7000012050002',
        postalCode: '1040061',
        addressLine: '1-2-3 しるべビル5F',
        phone: '0312345678',
      },
      // The reading is kept as typed (ショウタ, not the bank rule's シヨウタ).
      representative: { lastName: '山田', lastNameKana: 'ヤマダ', firstNameKana: 'ショウタ' },
      verificationStatus: 'unverified',
    });
    expect((await uploadId(a, me.headers, 'front')).body.data.verificationStatus).toBe('pending');

    // Before an admin verified it, the public notice does not carry the company.
    const before = await a.call('GET', `/v1/users/${me.user.account}/specified`);
    expect(before.body.data.company).toBeNull();

    const queue = await a.call('GET', '/v1/admin/identifications', { headers: admin.headers });
    const mine = queue.body.data.find((r: { userId: number }) => r.userId === me.user.id);
    expect(mine).toMatchObject({
      businessType: 'company',
      individual: null,
      company: { name: '株式会社しるべ', corporateNumber: '7000012050002', prefecture: '東京都' },
      representative: { lastName: '山田', firstName: '太郎' },
    });
    await a.call('POST', `/v1/admin/identifications/${me.user.id}/verify`, { headers: admin.headers });

    const notice = await a.call('GET', `/v1/users/${me.user.account}/specified`);
    expect(notice.body.data.company).toEqual({
      name: '株式会社しるべ',
      corporateNumber: '7000012050002',
      representative: '山田 太郎',
      address: '〒104-0061 東京都中央区銀座1-2-3 しるべビル5F',
    });
    // Saving the same details again keeps the company verified.
    await a.call('POST', '/v1/payment/banks', { headers: me.headers, json: COMPANY });
    const still = await a.call('GET', '/v1/payment/banks', { headers: me.headers });
    expect(still.body.data.verificationStatus).toBe('verified');
  }, 30_000);

  it('switching to 個人 replaces the company (and sends the seller back to review)', async () => {
    const a = api();
    const { me } = await verifiedCompany(a);
    const res = await a.call('POST', '/v1/payment/banks', {
      headers: me.headers,
      json: { businessType: 'individual', ...INDIVIDUAL_DETAILS },
    });
    expect(res.body.data).toMatchObject({
      businessType: 'individual',
      company: null,
      representative: null,
      individual: { lastName: '佐藤', birthDate: '1990-04-01' },
      verificationStatus: 'pending',
    });
    expect((await a.call('GET', `/v1/users/${me.user.account}/specified`)).body.data.company).toBeNull();
  }, 30_000);

  it.each([
    [withCompany({ name: '  ' }), 'company.name', 'required'],
    [withCompany({ nameKana: '株式会社シルベ' }), 'company.nameKana', 'invalid_chars'],
    [withCompany({ corporateNumber: '' }), 'company.corporateNumber', 'required'],
    [withCompany({ corporateNumber: '700001205000' }), 'company.corporateNumber', 'format'],
    [withCompany({ corporateNumber: '6000012050002' }), 'company.corporateNumber', 'check_digit'],
    [withRepresentative({ lastName: '' }), 'representative.lastName', 'required'],
    [withRepresentative({ firstNameKana: '翔太' }), 'representative.firstNameKana', 'invalid_chars'],
    [withCompany({ postalCode: '0000000' }), 'company.postalCode', 'unknown'],
    [withCompany({ prefecture: '大阪府' }), 'company.prefecture', 'mismatch'],
    [withCompany({ addressLine: '' }), 'company.addressLine', 'required'],
    [withCompany({ phone: '12345' }), 'company.phone', 'format'],
  ])('refuses %j naming %s (%s) and stores nothing', async (json, field, reason) => {
    const me = await createUser(api().db);
    const res = await api().call('POST', '/v1/payment/banks', { headers: me.headers, json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    const profile = (await api().call('GET', '/v1/payment/banks', { headers: me.headers })).body.data;
    expect(profile).toMatchObject({ businessType: 'individual', company: null, individual: null });
  });

  it('refuses a company payload without its parts as a 400, never a 500', async () => {
    const me = await createUser(api().db);
    const res = await api().call('POST', '/v1/payment/banks', {
      headers: me.headers,
      json: { businessType: 'company', company: COMPANY.company },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.field).toMatch(/^representative/);
  });

  it('names every problem of the company, its representative and its address at once', async () => {
    const me = await createUser(api().db);
    const json = {
      ...withCompany({ name: '', corporateNumber: '6000012050002', prefecture: '大阪府', phone: '' }),
      representative: { ...COMPANY.representative, firstName: ' ' },
    };
    const res = await api().call('POST', '/v1/payment/banks', { headers: me.headers, json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field: 'company.name' });
    const details = res.body.details as Array<{ field: string; reason: string }>;
    expect(details.map((d) => `${d.field}: ${d.reason}`)).toEqual([
      'company.name: required',
      'company.corporateNumber: check_digit',
      'representative.firstName: required',
      'company.prefecture: mismatch',
      'company.phone: required',
    ]);
  });

  it('takes the bank account only in the company’s name, stored with the 全銀 法人略語', async () => {
    const a = api();
    const me = await createUser(a.db);
    await a.call('POST', '/v1/payment/banks', { headers: me.headers, json: COMPANY });
    const put = (holderName: string) =>
      a.call('PUT', '/v1/payment/bank_accounts', { headers: me.headers, json: { ...BANK, holderName } });
    const person = await put('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(person.status).toBe(400);
    expect(person.body).toMatchObject({ field: 'holderName', details: [{ reason: 'company_mismatch' }] });
    expect((await a.call('GET', '/v1/payment/bank_accounts', { headers: me.headers })).body.data).toBeNull();
    expect((await put('ｶ)ｼﾙﾍﾞ')).status).toBe(204);
    expect((await put('カブシキガイシャ シルベ')).status).toBe(204);
    const stored = (await a.call('GET', '/v1/payment/bank_accounts', { headers: me.headers })).body.data;
    expect(stored.holderName).toBe('カ)シルベ');
  }, 30_000);

  it('receipts name a verified company as the seller (販売者)', async () => {
    const a = api();
    const { me } = await verifiedCompany(a);
    const article = await insertArticle(a.db, me.user.id, { title: '法人の記事', price: 1100 });
    const buyer = await createUser(a.db);
    const purchaseId = await buy(a, buyer.headers, article.id);
    const res = await fetch(`${a.url}/v1/receipt`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ purchaseId, name: '購入者' }),
    });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('株式会社しるべ');
    expect(text).not.toContain('しるべ公式');
  }, 30_000);
});
