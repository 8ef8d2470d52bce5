// POST /v1/items: one image (multipart field `image`, ≤ 10 MB, jpeg/png/webp/gif), re-encoded with
// sharp (drops metadata and anything that is not really an image), stored as
// ${uploadsDir}/items/<random>.<ext>, answered as {data:{url:"/uploads/items/..."}}.
// A plain router route (not in ShirubeApi): multipart is parsed with the platform's Request.formData.
import { ITEM_FIELD, ITEM_MAX_BYTES, ITEM_TYPES } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { findViewer } from '../auth/tokens';
import type { AppServices } from '../context';

const json = (status: number, body: unknown) => HttpServerResponse.jsonUnsafe(body, { status });
const bad = (reason: string) =>
  json(400, {
    code: 'validation',
    message: `image: ${reason}`,
    field: ITEM_FIELD,
    details: [{ field: ITEM_FIELD, reason }],
  });

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

async function reencode(input: Buffer, type: string): Promise<Buffer | null> {
  try {
    const img = sharp(input, { animated: type === 'image/gif' }).rotate();
    const meta = await img.metadata();
    const format = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[
      type
    ];
    if (!meta.format || (meta.format !== format && !(format === 'jpeg' && meta.format === 'jpeg')))
      return null;
    if (type === 'image/jpeg') return await img.jpeg({ quality: 90 }).toBuffer();
    if (type === 'image/png') return await img.png().toBuffer();
    if (type === 'image/webp') return await img.webp({ quality: 90 }).toBuffer();
    return await img.gif().toBuffer();
  } catch {
    return null;
  }
}

export const itemsRoute = (services: AppServices) =>
  HttpRouter.add('POST', '/v1/items', (request) =>
    Effect.gen(function* () {
      const viewer = yield* Effect.promise(() => findViewer(services.db, request.headers));
      if (!viewer || viewer.kind !== 'session')
        return json(401, { code: 'unauthorized', message: 'Sign in required' });
      const length = Number(request.headers['content-length'] ?? '0');
      if (length > ITEM_MAX_BYTES + 64 * 1024) return bad('too_large');
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('multipart/form-data')) return bad('required');
      const raw = yield* request.arrayBuffer.pipe(Effect.orElseSucceed(() => null));
      if (!raw || raw.byteLength > ITEM_MAX_BYTES + 64 * 1024) return bad('too_large');
      const form = yield* Effect.promise(() =>
        new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: raw })
          .formData()
          .catch(() => null),
      );
      const file = form?.get(ITEM_FIELD);
      if (!file || typeof file === 'string') return bad('required');
      if (file.size > ITEM_MAX_BYTES) return bad('too_large');
      if (!(ITEM_TYPES as readonly string[]).includes(file.type)) return bad('type');
      const output = yield* Effect.promise(async () =>
        reencode(Buffer.from(await file.arrayBuffer()), file.type),
      );
      if (!output) return bad('type');
      const name = `${randomBytes(12).toString('hex')}.${EXT[file.type]}`;
      const dir = path.join(services.config.uploadsDir, 'items');
      yield* Effect.promise(async () => {
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, name), output);
      });
      return json(200, { data: { url: `/uploads/items/${name}` } });
    }),
  );
