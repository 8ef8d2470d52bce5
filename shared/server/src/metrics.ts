// Prometheus metrics of both servers (issue 38 item 4), with prom-client: one registry per process,
// served on a port of its own (METRICS_PORT for the shell server, API_METRICS_PORT for the API; host
// 127.0.0.1 unless set) so the site's public listener never exposes them. Off when the port is unset.
//
// Labels are bounded on purpose: a route is the route table's or the contract's template
// (`/u/:account/a/:id`), never the raw path; a status is the number; everything else is a fixed word.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The process's registry: every server in a process (tests start several) shares it. */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

/** Prometheus' own naming: `shirube_` + what, base units (seconds), `_total` on counters. */
export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Counter<L>;
  return new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
) {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Histogram<L>;
  return new Histogram<L>({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

/** A gauge read when Prometheus scrapes (`collect`), e.g. a pool's counts or a table's backlog. */
export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  collect?: (g: Gauge<L>) => void | Promise<void>,
) {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Gauge<L>;
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(collect
      ? {
          async collect(this: Gauge<L>) {
            await collect(this);
          },
        }
      : {}),
  });
}

export interface MetricsListen {
  port: number;
  host: string;
}

/**
 * `<prefix>METRICS_PORT` (1–65535; unset → no metrics listener) and `<prefix>METRICS_HOST` (default
 * 127.0.0.1: Prometheus scrapes from the machine or a private network, never through the site).
 * Throws one line per problem, like the other shared rules.
 */
export function metricsListenFromEnv(env: NodeJS.ProcessEnv, prefix = ''): MetricsListen | null {
  const portName = `${prefix}METRICS_PORT`;
  const hostName = `${prefix}METRICS_HOST`;
  const raw = env[portName];
  const host = env[hostName] || '127.0.0.1';
  const problems: string[] = [];
  if (/\s|\//.test(host)) problems.push(`${hostName} must be an address or host name, got "${host}"`);
  if (raw === undefined || raw === '') {
    if (problems.length) throw new Error(problems.join('\n'));
    return null;
  }
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65_535)
    problems.push(`${portName} must be 1–65535, got "${raw}"`);
  if (problems.length) throw new Error(problems.join('\n'));
  return { port, host };
}

/** GET /metrics in Prometheus' text format; everything else 404. Node's default metrics included. */
export function startMetricsServer(listen: MetricsListen): Promise<{ server: Server; url: string }> {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: metricsRegistry, prefix: 'shirube_' });
    defaultsCollected = true;
  }
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('not found\n');
    }
    metricsRegistry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`metrics failed: ${String(error)}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`metrics port ${listen.port} is already in use on ${listen.host}`)
          : error,
      ),
    );
    http.listen(listen.port, listen.host, () => {
      const address = http.address();
      const port = typeof address === 'object' && address ? address.port : listen.port;
      resolve({ server: http, url: `http://${listen.host}:${port}/metrics` });
    });
  });
}

const requests = () =>
  counter('shirube_http_requests_total', 'HTTP requests answered, by route template and status', [
    'method',
    'route',
    'status',
  ]);
const durations = () =>
  histogram(
    'shirube_http_request_duration_seconds',
    'Time to the end of the response, by route template and status',
    ['method', 'route', 'status'],
  );

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request counter and latency histogram: `route` names the request's template (bounded). */
export function requestMetrics(routeOf: (method: string, pathname: string) => string) {
  const count = requests();
  const time = durations();
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
      const labels = {
        method,
        route: routeOf(method, (req.url ?? '/').split('?')[0]!),
        status: String(res.statusCode),
      };
      count.inc(labels);
      time.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
}

/**
 * A matcher of `:param` templates (`/v1/articles/:id`) to the template itself; anything else is
 * `unmatched`, so a scanner's random paths add no series.
 */
export function templateMatcher(templates: Iterable<{ method: string; path: string }>) {
  const compiled = [...templates].map((t) => ({
    method: t.method.toUpperCase(),
    path: t.path,
    re: new RegExp(
      `^${t.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
    params: (t.path.match(/:/g) ?? []).length,
  }));
  // Literal segments before params (`/v1/articles/draft` before `/v1/articles/:id`).
  compiled.sort((a, b) => a.params - b.params);
  return (method: string, pathname: string): string => {
    const m = method === 'HEAD' ? 'GET' : method;
    return compiled.find((t) => t.method === m && t.re.test(pathname))?.path ?? 'unmatched';
  };
}
