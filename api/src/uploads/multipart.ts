// THE intake of every multipart upload (items, eyecatch, user icon, identity documents; issue 9):
// the body is streamed with a byte cap — a declared Content-Length over it is refused unread, and a
// body that passes the cap while streaming (chunked, or lying about its length) is cut off there —
// 413 `payload_too_large` naming the field, `connection: close`. Nothing above the cap is buffered.
import type { IncomingMessage } from 'node:http';
import * as Effect from 'effect/Effect';
import { HttpServerResponse, type HttpServerRequest } from 'effect/http';
import { validationResponse } from '../http/plain-route';

/** Room for the multipart framing and the small text fields beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const tooLarge = (field: string) =>
  HttpServerResponse.jsonUnsafe(
    {
      code: 'payload_too_large',
      message: `${field}: too_large`,
      field,
      details: [{ field, reason: 'too_large' }],
    },
    { status: 413, headers: { connection: 'close' } },
  );

type Capped = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

/** The request body, read until `maxBytes` and not a byte further. */
export function readCapped(source: IncomingMessage, maxBytes: number): Promise<Capped> {
  const declared = Number(source.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, tooLarge: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: Capped) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        source.pause();
        return settle({ ok: false, tooLarge: true });
      }
      chunks.push(chunk);
    };
    source.on('data', onData);
    source.once('end', () => settle({ ok: true, bytes: Buffer.concat(chunks) }));
    source.once('error', () => settle({ ok: false, tooLarge: false }));
    source.once('close', () => settle({ ok: false, tooLarge: false }));
  });
}

/**
 * The multipart form of an upload whose file part may hold `maxFileBytes`, or the answer to send:
 * 413 over the cap, 400 `required` on `field` when it is not a readable multipart body.
 */
export const readMultipart = (
  request: HttpServerRequest.HttpServerRequest,
  maxFileBytes: number,
  field: string,
) =>
  Effect.gen(function* () {
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) return validationResponse(field, 'required');
    const body = yield* Effect.promise(() =>
      readCapped(request.source as IncomingMessage, maxFileBytes + MULTIPART_OVERHEAD_BYTES),
    );
    if (!body.ok) return body.tooLarge ? tooLarge(field) : validationResponse(field, 'required');
    const form = yield* Effect.promise(() =>
      new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body.bytes),
      })
        .formData()
        .catch(() => null),
    );
    if (!form) return validationResponse(field, 'required');
    const file = form.get(field);
    if (file && typeof file !== 'string' && file.size > maxFileBytes) return tooLarge(field);
    return form;
  });
