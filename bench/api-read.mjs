// API read path vs a raw node:http + pg baseline (bench/api-read-baseline.mjs) running the same SQL on
// the same PostgreSQL database. Prints its method and figures; never a pass/fail on time.
//
//   node bench/api-read.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--seconds 5]
//        [--rounds 3] [--connections 10,50] [--port 3510] [--write] [--api-node-args "--cpu-prof"] [--baseline-node-args ...]
//        [--baseline-prepared] [--only id|list]
//
// Method: creates a throwaway database on the given server, starts the API (`node --import tsx
// api/src/main.ts`, demo seed) and the baseline on it, checks that both answer byte-for-byte equal JSON
// (parsed) for every published article and the first list page, then measures in interleaved rounds:
// for each round, endpoint and connection count, both servers run back to back (the order alternates
// per round) for --seconds each, after a 1 s warm-up on fresh keep-alive connections. The load comes
// from this process: N raw HTTP/1.1 keep-alive sockets, each sending its next request when the previous
// answer is complete (closed loop), GET /v1/articles/{id} cycling over the published ids. The ratio is the
// median over rounds of API req/s ÷ baseline req/s measured in the same round; p50/p99 are over all
// requests of all rounds. Anonymous reader (no auth headers). Client, both servers and PostgreSQL share
// the machine's cores: the load average is printed with the figures.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { arg, databaseUrl, flag, loadAverage as load } from './lib/cli.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = arg('pg', process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5433/postgres');
const seconds = Number(arg('seconds', 5));
const rounds = Number(arg('rounds', 3));
const connectionCounts = arg('connections', '10,50').split(',').map(Number);
const apiPort = Number(arg('port', 3510));
const basePort = apiPort + 1;
const host = '127.0.0.1';
const apiNodeArgs = (arg('api-node-args', '') || '').split(' ').filter(Boolean);
const baselineNodeArgs = (arg('baseline-node-args', '') || '').split(' ').filter(Boolean);
const dbName = `shirube_bench_api_read_${process.pid}`;
const dbUrl = databaseUrl(adminUrl, dbName);

// ---- servers -------------------------------------------------------------------------------------
const children = [];
function start(name, args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${output}`));
    });
  });
}
async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.removeAllListeners('exit');
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

// ---- load generator: closed-loop keep-alive sockets ----------------------------------------------
function connect(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host, noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One socket: sends a GET, waits for the whole response (Content-Length), repeats until `until()`. */
function loop(socket, nextPath, record, until) {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    let started = 0;
    let errors = 0;
    const send = () => {
      started = performance.now();
      socket.write(`GET ${nextPath()} HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n\r\n`);
    };
    socket.on('data', (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        const headEnd = buffer.indexOf('\r\n\r\n');
        if (headEnd === -1) return;
        const head = buffer.subarray(0, headEnd).toString('latin1');
        const length = /\r\ncontent-length: *([0-9]+)/i.exec(head);
        if (!length) return reject(new Error(`response without content-length:\n${head}`));
        const total = headEnd + 4 + Number(length[1]);
        if (buffer.length < total) return;
        if (!head.startsWith('HTTP/1.1 200')) errors++;
        buffer = buffer.subarray(total);
        record(performance.now() - started);
        if (until()) {
          socket.destroy();
          return resolve(errors);
        }
        send();
      }
    });
    socket.on('error', reject);
    send();
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ = 100
  } catch {
    return null;
  }
}

async function measure(port, nextPath, connections, ms, pid) {
  const sockets = await Promise.all(Array.from({ length: connections }, () => connect(port)));
  const latencies = [];
  const warmUntil = performance.now() + 1000;
  let startedAt = 0;
  let end = Infinity; // set when the warm-up is over; each socket stops after its first answer past it
  let cpuAtStart = null;
  const record = (latency) => {
    if (startedAt === 0) {
      if (performance.now() < warmUntil) return;
      cpuAtStart = cpuMs(pid);
      startedAt = performance.now();
      end = startedAt + ms;
    }
    latencies.push(latency);
  };
  const errors = await Promise.all(
    sockets.map((s) => loop(s, nextPath, record, () => performance.now() >= end)),
  );
  const elapsed = performance.now() - startedAt;
  const cpuAtEnd = cpuMs(pid);
  return {
    cpuPerRequest:
      cpuAtStart === null || cpuAtEnd === null ? null : (cpuAtEnd - cpuAtStart) / latencies.length,
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

/** Server process CPU (user + system) per answered request over the given runs, in ms. */
const cpu = (runs) =>
  runs.some((r) => r.cpuPerRequest === null)
    ? 'n/a'
    : (
        runs.reduce((sum, r) => sum + r.cpuPerRequest * r.latencies.length, 0) /
        runs.reduce((sum, r) => sum + r.latencies.length, 0)
      ).toFixed(3);

async function getJson(port, pathname) {
  const response = await fetch(`http://${host}:${port}${pathname}`);
  return { status: response.status, body: await response.json() };
}

// ---- main ----------------------------------------------------------------------------------------
async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const lines = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  try {
    const api = await start(
      'API',
      [...apiNodeArgs, '--import', 'tsx', 'api/src/main.ts'],
      {
        DATABASE_URL: dbUrl,
        API_PORT: String(apiPort),
        API_HOST: host,
        DATA_DIR: path.join(process.env.TMPDIR || '/tmp', `${dbName}-data`),
        SEED_DEMO: '1',
        // No request log (the baseline writes none); to a pipe this process reads, it would stall the API.
        LOG_REQUESTS: '0',
      },
      'API listening',
    );
    const baseline = await start(
      'baseline',
      [...baselineNodeArgs, 'bench/api-read-baseline.mjs'],
      {
        DATABASE_URL: dbUrl,
        PORT: String(basePort),
        HOST: host,
        PREPARED: flag('baseline-prepared') ? '1' : '0',
        // The API's own statements, built by its query code: the baseline runs exactly these.
        SHIRUBE_BENCH_SQL: execFileSync(
          process.execPath,
          ['--import', 'tsx', 'api/scripts/bench-read-sql.ts'],
          { cwd: repoRoot, encoding: 'utf8' },
        ),
      },
      'baseline listening',
    );

    // Same answers, or the comparison means nothing.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const published = (
      await db.query(
        `select id from articles where status = 'published' and inspect_status <> 'review' and deleted_at is null and published_at <= now() order by id`,
      )
    ).rows.map((r) => r.id);
    await db.end();
    for (const pathname of ['/v1/articles', ...published.map((id) => `/v1/articles/${id}`)]) {
      const [a, b] = await Promise.all([getJson(apiPort, pathname), getJson(basePort, pathname)]);
      if (a.status !== 200 || !isDeepStrictEqual(a, b)) {
        throw new Error(
          `API and baseline differ on ${pathname}:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`,
        );
      }
    }

    say(`# api-read — ${new Date().toISOString()}`);
    say();
    say(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}; client, API, baseline ` +
        `and PostgreSQL share them. Load average at start: ${load()}.`,
    );
    say(
      `Database: fresh \`${dbName}\` with the demo seed (${published.length} published articles). Anonymous reader.`,
    );
    say(
      `Method: interleaved rounds (${rounds}), per round/endpoint/connections both servers back to back, order ` +
        `alternating; 1 s warm-up + ${seconds} s measured on fresh keep-alive sockets, closed loop. ratio = median ` +
        `of per-round API÷baseline req/s; p50/p99 over all measured requests; server CPU/req from /proc (user+sys of the server process, PostgreSQL not included). Baseline: node:http + pg ` +
        `(${flag('baseline-prepared') ? 'named prepared statements' : 'unnamed parameterised queries'}), same SQL (built by the API's query code), same JSON, pool 10; the API's request log is off (LOG_REQUESTS=0) as the baseline writes none.`,
    );
    say();

    const endpoints = [
      {
        key: 'id',
        name: 'GET /v1/articles/{id}',
        next: () => {
          let i = 0;
          return () => `/v1/articles/${published[i++ % published.length]}`;
        },
      },
      { key: 'list', name: 'GET /v1/articles', next: () => () => '/v1/articles' },
    ];
    const only = arg('only', ''); // "id" or "list": one endpoint (profiling)
    if (only) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => e.key === only));
    const servers = [
      { name: 'api', port: apiPort, pid: api.pid },
      { name: 'baseline', port: basePort, pid: baseline.pid },
    ];
    // Warm both (JIT, pools, PostgreSQL caches).
    for (const e of endpoints) for (const s of servers) await measure(s.port, e.next(), 10, 2000, s.pid);

    const results = new Map();
    for (let round = 0; round < rounds; round++) {
      for (const e of endpoints) {
        for (const c of connectionCounts) {
          const order = round % 2 === 0 ? servers : [...servers].reverse();
          const key = `${e.name}|${c}`;
          if (!results.has(key)) results.set(key, { api: [], baseline: [], ratios: [] });
          const slot = results.get(key);
          const got = {};
          for (const s of order) {
            got[s.name] = await measure(s.port, e.next(), c, seconds * 1000, s.pid);
            if (got[s.name].errors)
              throw new Error(`${s.name} answered ${got[s.name].errors} non-200 on ${e.name}`);
            slot[s.name].push(got[s.name]);
          }
          slot.ratios.push(got.api.rps / got.baseline.rps);
          console.error(
            `  round ${round + 1} ${e.name} c=${c}: api ${got.api.rps.toFixed(0)}/s baseline ${got.baseline.rps.toFixed(0)}/s ` +
              `ratio ${(got.api.rps / got.baseline.rps).toFixed(2)}; server CPU/req api ${cpu([got.api])} ` +
              `baseline ${cpu([got.baseline])} ms (load ${load()})`,
          );
        }
      }
    }

    say(
      '| endpoint | conns | API req/s | baseline req/s | ratio (min–max) | API p50 / p99 ms | baseline p50 / p99 ms | server CPU ms/req API / baseline |',
    );
    say('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [key, slot] of results) {
      const [name, c] = key.split('|');
      const stats = (runs) => {
        const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
        return `${percentile(all, 50).toFixed(1)} / ${percentile(all, 99).toFixed(1)}`;
      };
      const rps = (runs) => median(runs.map((r) => r.rps)).toFixed(0);
      say(
        `| ${name} | ${c} | ${rps(slot.api)} | ${rps(slot.baseline)} | **${median(slot.ratios).toFixed(2)}×** ` +
          `(${Math.min(...slot.ratios).toFixed(2)}–${Math.max(...slot.ratios).toFixed(2)}) | ${stats(slot.api)} | ${stats(slot.baseline)} | ` +
          `${cpu(slot.api)} / ${cpu(slot.baseline)} |`,
      );
    }
    say();
    say(`Load average at end: ${load()}.`);
    if (flag('write')) {
      const out = path.join(
        repoRoot,
        'bench/results',
        `api-read-${new Date().toISOString().slice(0, 10)}.md`,
      );
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${lines.join('\n')}\n`);
      console.log(`written ${path.relative(repoRoot, out)}`);
    }
  } finally {
    await stopAll();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

process.on('SIGINT', () => {
  stopAll().then(() => process.exit(130));
});
main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
