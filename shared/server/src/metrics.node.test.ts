// The metrics rules both servers share (issue 38 item 4): the listener's config, the route label (a
// template, never the raw path) and the /metrics listener itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  counter,
  metricsListenFromEnv,
  requestMetrics,
  startMetricsServer,
  templateMatcher,
} from './metrics';

describe('metricsListenFromEnv', () => {
  it('is off without a port, loopback by default, the prefix naming the variables', () => {
    expect(metricsListenFromEnv({})).toBeNull();
    expect(metricsListenFromEnv({ METRICS_PORT: '9465' })).toEqual({ port: 9465, host: '127.0.0.1' });
    expect(metricsListenFromEnv({ API_METRICS_PORT: '9464', API_METRICS_HOST: '10.0.0.5' }, 'API_')).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    // The shell's variable does not turn the API's listener on.
    expect(metricsListenFromEnv({ METRICS_PORT: '9465' }, 'API_')).toBeNull();
  });

  it.each([
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT must be 1–65535, got "abc"'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be 1–65535, got "70000"'],
    [
      { METRICS_PORT: '9465', METRICS_HOST: 'a b' },
      'METRICS_HOST must be an address or host name, got "a b"',
    ],
  ])('refuses %j with one line naming the variable', (env, line) => {
    expect(() => metricsListenFromEnv(env)).toThrow(line);
  });
});

describe('templateMatcher', () => {
  const match = templateMatcher([
    { method: 'GET', path: '/v1/articles/:id' },
    { method: 'POST', path: '/v1/articles/draft' },
    { method: 'GET', path: '/v1/articles/draft' },
    { method: 'PATCH', path: '/v1/articles/:id/draft' },
  ]);

  it('names the template, a literal segment before a parameter, HEAD as GET', () => {
    expect(match('GET', '/v1/articles/123')).toBe('/v1/articles/:id');
    expect(match('HEAD', '/v1/articles/123')).toBe('/v1/articles/:id');
    expect(match('GET', '/v1/articles/draft')).toBe('/v1/articles/draft');
    expect(match('PATCH', '/v1/articles/9/draft')).toBe('/v1/articles/:id/draft');
  });

  it('puts every other path in one series', () => {
    expect(match('GET', '/wp-login.php')).toBe('unmatched');
    expect(match('DELETE', '/v1/articles/123')).toBe('unmatched');
    expect(match('GET', '/v1/articles/1/2/3')).toBe('unmatched');
  });
});

describe('the /metrics listener', () => {
  let site: Server;
  let metricsServer: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    const observe = requestMetrics(templateMatcher([{ method: 'GET', path: '/v1/things/:id' }]));
    site = createServer((req, res) => {
      observe(req, res);
      res.writeHead(req.url === '/v1/things/42' ? 200 : 404);
      res.end();
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    const started = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    metricsServer = started.server;
    metricsUrl = started.url;
  });

  afterAll(async () => {
    await new Promise((r) => site.close(r));
    await new Promise((r) => metricsServer.close(r));
  });

  it('counts requests by template and status, with a latency histogram', async () => {
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    for (const path of ['/v1/things/42', '/v1/things/42', '/no/such/7'])
      await (await fetch(base + path)).text();
    const res = await fetch(metricsUrl);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('shirube_http_requests_total{method="GET",route="/v1/things/:id",status="200"} 2');
    expect(text).toContain('shirube_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(
      /shirube_http_request_duration_seconds_count\{method="GET",route="\/v1\/things\/:id",status="200"\} 2/,
    );
    // Node's own (event loop, heap) come along, prefixed.
    expect(text).toContain('shirube_process_cpu_seconds_total');
    // The raw paths never become labels.
    expect(text).not.toContain('/v1/things/42');
  });

  it('answers only /metrics', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });

  it('one metric per name, however many servers a process starts', () => {
    expect(counter('shirube_test_total', 'x', ['a'])).toBe(counter('shirube_test_total', 'x', ['a']));
  });
});
