import { readdirSync } from 'node:fs';
import path from 'node:path';
import { INDIVIDUAL, uploadId } from '../payouts/testing';
import { createUser, describeApi } from '../testing/harness';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="red"/></svg>';

describeApi('identity verification', (api) => {
  it('goes unverified → pending → rejected with a reason → pending → verified', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const start = await call('GET', '/v1/payment/banks', { headers: me.headers });
    expect(start.body.data).toMatchObject({
      verificationStatus: 'unverified',
      individual: null,
      payoutsEnabled: false,
    });

    const saved = await call('POST', '/v1/payment/banks', { headers: me.headers, json: INDIVIDUAL });
    expect(saved.body.data.individual).toMatchObject({
      lastNameKana: 'ヤマダ',
      postalCode: '1040061',
      phone: '09012345678',
    });
    expect(saved.body.data.verificationStatus).toBe('unverified');
    const up = await uploadId(api(), me.headers, 'front');
    expect(up.body.data).toMatchObject({
      verificationStatus: 'pending',
      images: { front: true, back: false },
    });

    const queue = await call('GET', '/v1/admin/identifications', { headers: admin.headers });
    const mine = queue.body.data.find((r: { userId: number }) => r.userId === me.user.id);
    expect(mine.individual.lastName).toBe('山田');
    // The image is served to admins only, never cached, and not from the public uploads folder.
    expect((await fetch(`${api().url}${mine.frontImageUrl}`, { headers: me.headers })).status).toBe(403);
    const image = await fetch(`${api().url}${mine.frontImageUrl}`, { headers: admin.headers });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('no-store');
    expect((await fetch(`${api().url}/uploads/identity/x.jpg`)).status).toBe(404);

    await call('POST', `/v1/admin/identifications/${me.user.id}/reject`, {
      headers: admin.headers,
      json: { reason: '画像が不鮮明です' },
    });
    const rejected = (await call('GET', '/v1/payment/banks', { headers: me.headers })).body.data;
    expect(rejected).toMatchObject({ verificationStatus: 'rejected', rejectReason: '画像が不鮮明です' });
    expect((await call('GET', '/v1/sales/total_sales', { headers: me.headers })).body.data).toMatchObject({
      verificationStatus: 'rejected',
      verificationRejectReason: '画像が不鮮明です',
    });

    expect((await uploadId(api(), me.headers, 'front')).body.data.verificationStatus).toBe('pending');
    const ok = await call('POST', `/v1/admin/identifications/${me.user.id}/verify`, {
      headers: admin.headers,
    });
    expect(ok.status).toBe(204);
    // Reviewed: the document images are deleted (verification/documents.ts); the first front image went
    // when the second replaced it.
    const identityDir = path.join(path.dirname(api().mailDir), 'identity');
    expect(readdirSync(identityDir).filter((f) => f.startsWith(`${me.user.id}-`))).toEqual([]);
    expect((await fetch(`${api().url}${mine.frontImageUrl}`, { headers: admin.headers })).status).toBe(404);
    const verified = await call('GET', `/v1/users/${me.user.account}/stripe_authentication`);
    expect(verified.body).toEqual({ data: { isVerified: true } });
    // Saving the same details again keeps the seller verified.
    await call('POST', '/v1/payment/banks', { headers: me.headers, json: INDIVIDUAL });
    expect(
      (await call('GET', '/v1/payment/banks', { headers: me.headers })).body.data.verificationStatus,
    ).toBe('verified');
    const twice = await call('POST', `/v1/admin/identifications/${me.user.id}/verify`, {
      headers: admin.headers,
    });
    expect(twice.status).toBe(409);
  }, 30_000);

  it('keeps the name reading as typed: small kana stay (しょう → ショウ, not the bank rule’s シヨウ)', async () => {
    const me = await createUser(api().db);
    const saved = await api().call('POST', '/v1/payment/banks', {
      headers: me.headers,
      json: { ...INDIVIDUAL, firstNameKana: 'しょう', lastNameKana: 'ｷｯｶﾜ' },
    });
    expect(saved.status).toBe(200);
    const { individual } = (await api().call('GET', '/v1/payment/banks', { headers: me.headers })).body.data;
    expect(individual).toMatchObject({ firstNameKana: 'ショウ', lastNameKana: 'キッカワ' });
  });

  it.each([
    [{ lastName: ' ' }, 'lastName', 'required'],
    [{ lastNameKana: '山田' }, 'lastNameKana', 'invalid_chars'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'invalid'],
    [{ postalCode: '12-34' }, 'postalCode', 'format'],
    [{ postalCode: '0000000' }, 'postalCode', 'unknown'],
    [{ prefecture: '大阪府' }, 'prefecture', 'mismatch'],
    [{ phone: '12345' }, 'phone', 'format'],
  ])('refuses details %j naming %s (%s)', async (change, field, reason) => {
    const me = await createUser(api().db);
    const res = await api().call('POST', '/v1/payment/banks', {
      headers: me.headers,
      json: { ...INDIVIDUAL, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    expect(
      (await api().call('GET', '/v1/payment/banks', { headers: me.headers })).body.data.individual,
    ).toBeNull();
  });

  it('names every missing or wrong field at once, in the form’s order (the first is `field`)', async () => {
    const me = await createUser(api().db);
    const empty = Object.fromEntries(Object.keys(INDIVIDUAL).map((k) => [k, '']));
    const res = await api().call('POST', '/v1/payment/banks', {
      headers: me.headers,
      json: { ...empty, lastNameKana: '山田', phone: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field: 'lastName' });
    expect(res.body.details).toEqual([
      { field: 'lastName', reason: 'required' },
      { field: 'firstName', reason: 'required' },
      { field: 'lastNameKana', reason: 'invalid_chars' },
      { field: 'firstNameKana', reason: 'required' },
      { field: 'birthDate', reason: 'required' },
      { field: 'postalCode', reason: 'required' },
      { field: 'prefecture', reason: 'required' },
      { field: 'city', reason: 'required' },
      { field: 'addressLine', reason: 'required' },
      { field: 'phone', reason: 'format' },
    ]);
  });

  it('refuses an upload without a side or with something that is not an image', async () => {
    const me = await createUser(api().db);
    expect((await uploadId(api(), me.headers, 'side')).body).toMatchObject({
      code: 'validation',
      field: 'type',
    });
    const notImage = await uploadId(api(), me.headers, 'front', Buffer.from('not an image'));
    expect(notImage.body).toMatchObject({
      code: 'validation',
      field: 'image',
      details: [{ reason: 'type' }],
    });
    // An SVG labelled image/png: sharp would rasterise it; only JPEG, PNG and WebP are decoded.
    const svg = await uploadId(api(), me.headers, 'front', Buffer.from(SVG));
    expect(svg).toMatchObject({
      status: 400,
      body: { code: 'validation', field: 'image', details: [{ reason: 'type' }] },
    });
    const files = (() => {
      try {
        return readdirSync(`${api().mailDir}/../identity`);
      } catch {
        return [];
      }
    })();
    expect(files.some((f) => f.startsWith(`${me.user.id}-`))).toBe(false);
  });
});
