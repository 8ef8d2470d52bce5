// The client keeps the error body's code for a status the endpoint does not declare (each endpoint
// declares only its own since access.ts): the shell server's 403 `csrf` and 413 reach the remotes as
// before, with their codes; a declared status decodes as ever; a body without a code stays `http_error`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient } from './client';

let server: Server;
let answer: { status: number; body: string };
let baseUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(status: number, body: unknown): Promise<ApiError> {
  answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  // GET /v1/categories declares no 403, 413 or 404 (public, nothing to find).
  const error = await createApiClient({ baseUrl })
    .catalog.categories({})
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

test('an undeclared status keeps the code of its error body', async () => {
  expect(await failure(403, { code: 'csrf', message: 'Cross-site request refused' })).toMatchObject({
    status: 403,
    code: 'csrf',
    message: 'Cross-site request refused',
  });
  expect(await failure(413, { code: 'payload_too_large', message: 'Request body too large' })).toMatchObject({
    status: 413,
    code: 'payload_too_large',
  });
});

test('a declared status decodes as before; a body without a code is http_error', async () => {
  expect(await failure(400, { code: 'validation', message: 'q: required', field: 'q' })).toMatchObject({
    status: 400,
    code: 'validation',
    field: 'q',
  });
  expect(await failure(502, 'Bad gateway')).toMatchObject({ status: 502, code: 'http_error' });
});
