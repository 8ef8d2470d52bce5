import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { articles } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real PNG whose header claims width × height (a decompression bomb as far as the header goes). */
async function pngClaiming(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC of type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

describeApi('eyecatch', (api) => {
  const upload = (id: number, blob: Blob, headers: Record<string, string>) => {
    const form = new FormData();
    form.append('image', blob, 'eyecatch.png');
    return fetch(`${api().url}/v1/articles/${id}/eyecatch`, { method: 'POST', headers, body: form });
  };

  it('stores a re-encoded eyecatch within 1280×670 with a half-size thumbnail, shown on the article', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id);
    const png = await sharp({ create: { width: 2560, height: 1340, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await upload(article.id, new Blob([png], { type: 'image/png' }), author.headers);
    expect(res.status).toBe(200);
    const url = ((await res.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/uploads\/eyecatch\/[0-9a-f]{24}\.png$/);
    const size = async (path: string) => {
      const served = await fetch(`${api().url}${path}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size(url)).toEqual(['png', 1280, 670]);
    const page = await call('GET', `/v1/articles/${article.id}`);
    expect(page.body.data.eyecatchImageUrl).toBe(url);
    expect(page.body.data.eyecatchThumbnailUrl).toBe(url.replace(/\.png$/, '.thumb.png'));
    expect(await size(page.body.data.eyecatchThumbnailUrl)).toEqual(['png', 640, 335]);
    const list = await call('GET', `/v1/users/${author.user.account}/articles`);
    expect(list.body.data[0].eyecatchThumbnailUrl).toBe(page.body.data.eyecatchThumbnailUrl);
    const draft = await call('GET', `/v1/articles/${article.id}/draft`, { headers: author.headers });
    expect(draft.body.data.eyecatchImageUrl).toBe(url);

    const removed = await call('DELETE', `/v1/articles/${article.id}/eyecatch`, { headers: author.headers });
    expect(removed.body).toEqual({ data: { url: null } });
    const after = await call('GET', `/v1/articles/${article.id}`);
    expect(after.body.data).toMatchObject({ eyecatchImageUrl: null, eyecatchThumbnailUrl: null });
  });

  it('refuses an image over 40 megapixels, a fake image and a non-image, changing nothing', async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id);
    const bomb = await pngClaiming(16000, 16000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(16000);
    const cases: Array<[Blob, string]> = [
      [new Blob([bomb], { type: 'image/png' }), 'too_many_pixels'],
      [new Blob(['not an image'], { type: 'image/png' }), 'type'],
      [new Blob(['hello'], { type: 'text/plain' }), 'type'],
    ];
    for (const [blob, reason] of cases) {
      const res = await upload(article.id, blob, author.headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation', field: 'image', details: [{ reason }] });
    }
    const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(row!.eyecatchImagePath).toBeNull();
  });

  it('is the author’s only: 404 for another user, 401 signed out', async () => {
    const { db } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    const article = await insertArticle(db, author.user.id);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(article.id, new Blob([png], { type: 'image/png' }), other.headers)).status).toBe(
      404,
    );
    expect((await upload(article.id, new Blob([png], { type: 'image/png' }), {})).status).toBe(401);
    const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(row!.eyecatchImagePath).toBeNull();
  });

  it('also refuses a 40+ megapixel image on POST /v1/items', async () => {
    const { db } = api();
    const author = await createUser(db);
    const form = new FormData();
    form.append('image', new Blob([await pngClaiming(16000, 16000)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${api().url}/v1/items`, { method: 'POST', headers: author.headers, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'image', details: [{ reason: 'too_many_pixels' }] });
  });
});
