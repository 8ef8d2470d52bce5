// Uploads (issue 9, item 12): the body is streamed with a cap — over it is 413 payload_too_large
// naming the field, whether the length was declared or the body arrives chunked; the one pixel limit.
import { IMAGE_MAX_PIXELS, ITEM_MAX_BYTES } from '@shirube/api-contract';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createUser, describeApi } from '../testing/harness';
import { MULTIPART_OVERHEAD_BYTES } from './multipart';

const BOUNDARY = 'shirube-test-boundary';
const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
);

/** A multipart body streamed in 1 MB chunks without a Content-Length (chunked transfer). */
function chunkedBody(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      const size = Math.min(1 << 20, totalBytes - sent);
      if (size <= 0) return controller.close();
      controller.enqueue(new Uint8Array(size));
      sent += size;
    },
  });
}

describeApi('uploads', (api) => {
  it('answers a declared body over the cap with 413 payload_too_large, unread', async () => {
    const { db, url } = api();
    const { headers } = await createUser(db);
    const body = Buffer.concat([head, Buffer.alloc(ITEM_MAX_BYTES + MULTIPART_OVERHEAD_BYTES + 1)]);
    const res = await fetch(`${url}/v1/items`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'payload_too_large',
      field: 'image',
      details: [{ field: 'image', reason: 'too_large' }],
    });
  });

  for (const [path, field] of [
    ['/v1/items', 'image'],
    ['/v1/users/current/image', 'image'],
    ['/v1/payment/identification', 'image'],
  ] as const) {
    it(`cuts a chunked body off at the cap: ${path} → 413`, async () => {
      const { db, url } = api();
      const { headers } = await createUser(db);
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: chunkedBody(40 << 20),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'payload_too_large', field });
    });
  }

  it('refuses a decompression bomb by the one pixel limit on the identity upload too', async () => {
    const { db, url } = api();
    const { headers } = await createUser(db);
    // An 8×8 PNG whose header claims 16000×16000 (256 MP > IMAGE_MAX_PIXELS).
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(16000, 16);
    png.writeUInt32BE(16000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(16000 * 16000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const form = new FormData();
    form.set('type', 'front');
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
    const res = await fetch(`${url}/v1/payment/identification`, { method: 'POST', headers, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'image', details: [{ reason: 'too_many_pixels' }] });
  });
});
