import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser, describeApi } from '../testing/harness';

// A local page server. `page.test` is the one name the test config lets through to it (a
// `trusted` answer, test-only); `loopback.test` resolves to 127.0.0.1 like a rebinding attacker's
// name would, and must be refused. No internet is used.
let server: Server;
let port = 0;
const origin = () => `http://page.test:${port}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>ignored &amp; title</title>
        <meta property="og:title" content="しるべの記事 &amp; 続き">
        <meta content="OGPの説明文です" property='og:description'>
        <META PROPERTY="og:image" CONTENT="/images/cover.png">
        <meta property="og:site_name" content="ローカル"></head><body><p>本文</p></body></html>`);
    } else if (path === '/sjis') {
      res.writeHead(200, { 'content-type': 'text/html' });
      // <meta charset="Shift_JIS"><title>日本語</title> in Shift_JIS bytes
      res.end(
        Buffer.concat([
          Buffer.from('<html><head><meta charset="Shift_JIS"><title>'),
          Buffer.from([0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]),
          Buffer.from('</title></head></html>'),
        ]),
      );
    } else if (path === '/to-article') {
      res.writeHead(301, { location: '/article' }).end();
    } else if (path === '/to-loopback-ip') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/article` }).end();
    } else if (path === '/to-loopback-name') {
      res.writeHead(302, { location: `http://loopback.test:${port}/article` }).end();
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { location: `/loop${path.length}` }).end();
    } else if (path === '/big') {
      // No Content-Length: the cap must hold while streaming.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><meta property="og:title" content="big"></head><body>');
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 10; i++) res.write(chunk);
      res.end('</body></html>');
    } else if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"og:title":"no"}');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>missing</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeApi(
  'GET /v1/ogp',
  (api) => {
    const ogp = async (url: string, headers?: Record<string, string>) =>
      api().call('GET', `/v1/ogp?url=${encodeURIComponent(url)}`, { headers });

    it('returns the og: tags of an allowed page (after a redirect), image made absolute', async () => {
      const { headers } = await createUser(api().db);
      const res = await ogp(`${origin()}/to-article`, headers);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        url: `${origin()}/article`,
        title: 'しるべの記事 & 続き',
        description: 'OGPの説明文です',
        image: `${origin()}/images/cover.png`,
        siteName: 'ローカル',
        host: `page.test:${port}`,
      });
      const sjis = await ogp(`${origin()}/sjis`, headers);
      expect(sjis.body.data).toMatchObject({ title: '日本語', description: null, image: null });
    });

    it('refuses loopback, private, metadata and IPv6 loopback addresses before connecting', async () => {
      const { headers } = await createUser(api().db);
      for (const url of [
        `http://127.0.0.1:${port}/article`,
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        `http://[::1]:${port}/article`,
        `http://[::ffff:127.0.0.1]:${port}/article`,
        `http://loopback.test:${port}/article`,
      ]) {
        const res = await ogp(url, headers);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: expect.objectContaining({
            code: 'ogp_refused',
            field: 'url',
            details: [{ field: 'url', reason: 'blocked_address' }],
          }),
        });
      }
    });

    it('checks every redirect again: an allowed page redirecting to loopback is refused', async () => {
      const { headers } = await createUser(api().db);
      for (const path of ['/to-loopback-ip', '/to-loopback-name']) {
        const res = await ogp(`${origin()}${path}`, headers);
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual([{ field: 'url', reason: 'blocked_address' }]);
      }
      const loop = await ogp(`${origin()}/loop`, headers);
      expect(loop.body.details).toEqual([{ field: 'url', reason: 'too_many_redirects' }]);
    });

    it('refuses oversized and non-HTML responses and error pages with 4xx', async () => {
      const { headers } = await createUser(api().db);
      const reasons: Record<string, string> = {
        '/big': 'too_large',
        '/json': 'not_html',
        '/nope': 'http_status',
      };
      for (const [path, reason] of Object.entries(reasons)) {
        const res = await ogp(`${origin()}${path}`, headers);
        expect({ path, status: res.status, reason: res.body.details?.[0]?.reason }).toEqual({
          path,
          status: 400,
          reason,
        });
      }
    });

    it('asks for a session, an http(s) URL, and limits look-ups per user', async () => {
      expect((await ogp(`${origin()}/article`)).status).toBe(401);
      const { headers } = await createUser(api().db);
      for (const url of ['file:///etc/passwd', 'gopher://x/', 'not a url', 'https://u:p@example.com/']) {
        const res = await ogp(url, headers);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'validation', field: 'url' });
      }
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await ogp(`${origin()}/article`, headers)).status);
      // The four refusals above did not count (they never reached the look-up); 30 pass, then 429.
      expect(statuses.every((s) => s === 200)).toBe(true);
      const limited = await ogp(`${origin()}/article`, headers);
      expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      // Retry-After: whole seconds until the oldest look-up leaves the one-minute window.
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });
  },
  {
    ogpTestHosts: {
      'page.test': [{ address: '127.0.0.1', trusted: true }],
      'loopback.test': [{ address: '127.0.0.1' }],
    },
  },
);
