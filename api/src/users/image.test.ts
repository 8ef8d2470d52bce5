import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createUser, describeApi } from '../testing/harness';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function form(image: Buffer | string, type: string, crop: Record<string, string> = {}) {
  const body = new FormData();
  body.set('image', new Blob([typeof image === 'string' ? image : new Uint8Array(image)], { type }), 'icon');
  for (const [k, v] of Object.entries(crop)) body.set(k, v);
  return body;
}

describeApi('user icon', (api) => {
  const upload = (headers: Record<string, string>, body: FormData) =>
    fetch(`${api().url}/v1/users/current/image`, { method: 'POST', headers, body });

  it('crops the chosen square and stores a 400 px image and a 96 px thumbnail', async () => {
    const a = api();
    const me = await createUser(a.db);
    const res = await upload(
      me.headers,
      form(await png(800, 600), 'image/png', { cropX: '100', cropY: '50', cropSize: '500' }),
    );
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.imageUrl).toMatch(/^\/uploads\/users\/[0-9a-f]+\.webp$/);
    const uploads = path.join(path.dirname(a.mailDir), 'uploads');
    const big = await sharp(
      await readFile(path.join(uploads, data.imageUrl.slice('/uploads/'.length))),
    ).metadata();
    const small = await sharp(
      await readFile(path.join(uploads, data.thumbnailUrl.slice('/uploads/'.length))),
    ).metadata();
    expect([big.width, big.height, big.format]).toEqual([400, 400, 'webp']);
    expect([small.width, small.height]).toEqual([96, 96]);
    const current = await a.call('GET', '/v1/users/current', { headers: me.headers });
    expect(current.body.data).toMatchObject({ imageUrl: data.imageUrl, thumbnailUrl: data.thumbnailUrl });
    // Served by the API's uploads route.
    expect((await fetch(`${a.url}${data.thumbnailUrl}`)).status).toBe(200);

    const removed = await fetch(`${a.url}/v1/users/current/image`, { method: 'DELETE', headers: me.headers });
    expect((await removed.json()).data).toMatchObject({ imageUrl: null, thumbnailUrl: null });
  }, 30_000);

  it('refuses bad crops, non-images and pictures over the pixel cap, changing nothing', async () => {
    const a = api();
    const me = await createUser(a.db);
    const picture = await png(300, 200);
    const cases: Array<[FormData, string, string]> = [
      [form(picture, 'image/png', { cropX: '150', cropSize: '200' }), 'cropX', 'out_of_range'],
      [form(picture, 'image/png', { cropSize: '201' }), 'cropSize', 'out_of_range'],
      [form(picture, 'image/png', { cropY: '-1' }), 'cropY', 'out_of_range'],
      [form('not an image at all', 'image/png'), 'image', 'type'],
      // An SVG labelled image/png: sharp would rasterise it; only JPEG, PNG and WebP are decoded.
      [
        form(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300"/></svg>',
          'image/png',
        ),
        'image',
        'type',
      ],
      [form(picture, 'text/plain'), 'image', 'type'],
      // 7,000 × 6,000 = 42 MP > the 40 MP cap: refused from the header, never decoded.
      [form(await png(7000, 6000), 'image/png'), 'image', 'too_many_pixels'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await upload(me.headers, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    }
    expect((await upload({}, form(picture, 'image/png'))).status).toBe(401);
    const current = await a.call('GET', '/v1/users/current', { headers: me.headers });
    expect(current.body.data.imageUrl).toBeNull();
  }, 30_000);
});
