// `node bench/cdn.mjs [--seconds 5] [--rounds 3] [--connections 16] [--port-base 5660] [--write]`
// Issue 38 item 3: the signed-out article page through a CDN stand-in vs the uncached shell server, side
// by side in one run. Its own site (lib/start-site.mjs: one API from source on PGlite with the demo seed,
// two shell servers with the production defaults — SSR_BUDGET_MS 300, SSR_DATA_CACHE_MS 3000,
// SHARED_CACHE_S 30) and nginx (deploy/nginx/several-processes.conf: proxy_cache, round robin over the
// two shells) in front. Checked first: the page through nginx is the shell's page (same text without
// the CSP nonce), server-rendered, and its second answer is an nginx HIT.
//
// Load: this process, N raw HTTP/1.1 keep-alive sockets, closed loop (each sends its next GET when the
// previous answer is complete), no cookie, `Accept-Encoding: gzip, br` as a browser sends. Rounds are
// interleaved: each round measures the uncached shell (shell 1 directly) and then nginx (or the other way
// round, alternating) for --seconds each after a 1 s warm-up on fresh sockets. The ratio is the median
// over rounds of nginx pages/s ÷ shell pages/s of the same round. The client, nginx, the shells and
// the API share the machine's cores (2 here, shared with other work): the load average is printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fillNginxTemplate, startNginx } from '../scripts/lib/nginx.mjs';
import { repoRoot } from '../scripts/lib/apps.mjs';
import { stopChild } from '../scripts/lib/procs.mjs';
import { arg, flag, loadAverage } from './lib/cli.mjs';
import { paidArticlePath } from './lib/site.mjs';
import { startSite } from './lib/start-site.mjs';

const seconds = Number(arg('seconds', 5));
const rounds = Number(arg('rounds', 3));
const connections = Number(arg('connections', 16));
const portBase = Number(arg('port-base', 5660));
const host = '127.0.0.1';

/**
 * One client's closed loop on keep-alive sockets: a GET, the whole answer (Content-Length or chunked),
 * the next GET. A socket the server closes (nginx ends a keep-alive connection after 1,000 requests,
 * keepalive_requests) is replaced by a new one, as a browser would.
 */
function loop(port, pathname, record, until) {
  return new Promise((resolve, reject) => {
    let errors = 0;
    const open = () => {
      const socket = net.connect({ port, host, noDelay: true });
      let buffer = Buffer.alloc(0);
      let started = 0;
      let finished = false;
      const send = () => {
        started = performance.now();
        socket.write(
          `GET ${pathname} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, br\r\n\r\n`,
        );
      };
      /** The end of a complete chunked body from `at`, or -1 while incomplete. */
      const chunkedEnd = (at) => {
        for (;;) {
          const lineEnd = buffer.indexOf('\r\n', at);
          if (lineEnd === -1) return -1;
          const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
          const next = lineEnd + 2 + size + 2;
          if (buffer.length < next) return -1;
          if (size === 0) return next;
          at = next;
        }
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          const headEnd = buffer.indexOf('\r\n\r\n');
          if (headEnd === -1) return;
          const head = buffer.subarray(0, headEnd).toString('latin1');
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          const total = length
            ? headEnd + 4 + Number(length[1])
            : /\r\ntransfer-encoding: *chunked/i.test(head)
              ? chunkedEnd(headEnd + 4)
              : -2;
          if (total === -2) return reject(new Error(`an answer without a length:\n${head}`));
          if (total === -1 || buffer.length < total) return;
          if (!head.startsWith('HTTP/1.1 200')) errors++;
          buffer = buffer.subarray(total);
          record(performance.now() - started);
          if (until()) {
            finished = true;
            socket.destroy();
            return resolve(errors);
          }
          if (/\r\nconnection: *close/i.test(head)) return; // 'close' opens the next socket
          send();
        }
      });
      socket.on('close', () => {
        if (!finished) open();
      });
      socket.on('error', (error) => {
        if (!finished && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
    };
    open();
  });
}

async function measure(port, pathname) {
  const latencies = [];
  const warmUntil = performance.now() + 1000;
  let startedAt = 0;
  let end = Infinity;
  const record = (ms) => {
    if (startedAt === 0) {
      if (performance.now() < warmUntil) return;
      startedAt = performance.now();
      end = startedAt + seconds * 1000;
    }
    latencies.push(ms);
  };
  const errors = await Promise.all(
    Array.from({ length: connections }, () => loop(port, pathname, record, () => performance.now() >= end)),
  );
  const elapsed = performance.now() - startedAt;
  return {
    rps: (latencies.length / elapsed) * 1000,
    latencies,
    errors: errors.reduce((a, b) => a + b, 0),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** The page's text without what differs per render or per shell: the CSP nonce, and each shell's own
 *  SITE_URL (lib/start-site.mjs gives each its port) in og:url and canonical. */
const withoutNonce = (html) =>
  html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/http:\/\/127\.0\.0\.1:\d+/g, 'SITE');

const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

const site = await startSite({ portBase, shells: [{}, {}] });
let nginx = null;
try {
  const nginxPort = portBase + 10;
  const prefix = path.join(site.tmpDir, 'nginx');
  // nginx's workers (www-data when run as root) write the cache under the prefix.
  await chmod(site.tmpDir, 0o755);
  await mkdir(prefix, { recursive: true, mode: 0o755 });
  const conf = fillNginxTemplate('several-processes.conf', prefix, {
    LISTEN: `${host}:${nginxPort}`,
    API_LISTEN: `${host}:${portBase + 11}`,
    SHELLS: site.shells.map((s) => `server ${new URL(s.url).host};`).join(' '),
    APIS: `server ${new URL(site.apiUrl).host};`,
    BALANCERS: '',
  });
  nginx = startNginx(conf);
  const cdn = `http://${host}:${nginxPort}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${cdn}/remotes.json`).catch(() => null))?.ok) break;
    if (i > 100) throw new Error('nginx did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  const article = await paidArticlePath(site.apiUrl);
  const shellPort = Number(new URL(site.shells[0].url).port);

  // Checks: the same server-rendered page both ways, kept by nginx.
  const direct = await fetch(`${site.shells[0].url}${article}`);
  const first = await fetch(`${cdn}${article}`);
  const second = await fetch(`${cdn}${article}`);
  const [directHtml, , secondHtml] = [await direct.text(), await first.text(), await second.text()];
  if (directHtml.includes('<div id="root"></div>')) throw new Error('the article was not server-rendered');
  if (withoutNonce(directHtml) !== withoutNonce(secondHtml))
    throw new Error('the page through nginx differs from the shell’s');
  if (second.headers.get('x-cache-status') !== 'HIT')
    throw new Error(`nginx did not keep the page: ${second.headers.get('x-cache-status')}`);

  say(`# Signed-out article: through the CDN stand-in (nginx proxy_cache) vs the uncached shell server`);
  say();
  say(`${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, page ${article}`);
  say(
    `${connections} keep-alive connections, closed loop, ${seconds} s per measurement after 1 s warm-up, ` +
      `${rounds} interleaved rounds; Cache-Control ${direct.headers.get('cache-control')}; ` +
      `${Buffer.byteLength(directHtml)} B of HTML (uncompressed)`,
  );
  say(`load average before: ${loadAverage()}`);
  say();
  say('| round | target | pages/s | p50 ms | p99 ms | non-200 | load (1/5/15 min) |');
  say('| ----- | ------ | ------: | -----: | -----: | ------: | ----------------- |');
  const ratios = [];
  const all = { shell: [], nginx: [] };
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? ['shell', 'nginx'] : ['nginx', 'shell'];
    const result = {};
    for (const target of order) {
      const r = await measure(target === 'shell' ? shellPort : nginxPort, article);
      result[target] = r;
      all[target].push(r);
      const sorted = [...r.latencies].sort((a, b) => a - b);
      say(
        `| ${round} | ${target === 'shell' ? 'shell server (uncached)' : 'nginx proxy_cache'} | ` +
          `${r.rps.toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ` +
          `${r.errors} | ${loadAverage(' / ')} |`,
      );
    }
    ratios.push(result.nginx.rps / result.shell.rps);
  }
  say();
  say(
    `Ratio (median over rounds of nginx ÷ shell pages/s): **${median(ratios).toFixed(1)}×** ` +
      `(rounds: ${ratios.map((r) => r.toFixed(1)).join(', ')}; target ≥ 20×)`,
  );
  say(`load average after: ${loadAverage()}`);
  if (flag('write')) {
    const dir = path.join(repoRoot, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `cdn-${new Date().toISOString().slice(0, 10)}.md`);
    // Formatted as the repository's prettier check wants it (bench/results is checked too).
    const { format } = await import('prettier');
    writeFileSync(file, await format(`${lines.join('\n')}\n`, { parser: 'markdown' }));
    console.log(`written to ${path.relative(repoRoot, file)}`);
  }
} finally {
  if (nginx) await stopChild(nginx);
  await site.stop();
}
