// The cluster of cluster.test.ts as production would run it: N compiled API processes (api/dist/main.js)
// and N compiled shell servers (shell/dist-server/main.js) on one PostgreSQL database and one DATA_DIR,
// behind nginx (deploy/nginx/several-processes.conf, round robin). Ports are free ones on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fillNginxTemplate, startNginx } from '../../../scripts/lib/nginx.mjs';
import { serverOutputs } from '../../../scripts/lib/servers.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's; `drop` removes it (with its connections). */
export async function createDatabase(adminUrl: string) {
  const name = `shirube_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface Proc {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
}

/** Starts a process and resolves once `ready` is in its output; rejects if it exits first. */
export function startProc(name: string, file: string, port: number, env: NodeJS.ProcessEnv, ready: string) {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
  const proc: Proc = { name, url: `http://127.0.0.1:${port}`, child, output: () => text };
  return new Promise<Proc>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${text}`)), 120_000);
    const check = () => {
      if (!text.includes(ready)) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve(proc);
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited ${code} at start:\n${text}`));
    });
  });
}

export interface Cluster {
  apis: Proc[];
  shells: Proc[];
  /** nginx: the site (→ shell servers) and the API listener (→ API processes). */
  siteUrl: string;
  apiUrl: string;
  nginxLog(): string;
  stop(): Promise<void>;
}

/** SIGTERM, and the exit awaited (SIGKILL after 25 s): a process ends its own stop before what it
 *  uses (its database, its data dir) is removed. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });

/** `count` API processes and `count` shell servers behind nginx; `env` goes to every process. */
export async function startCluster(options: {
  count: number;
  databaseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  /** Each index a "host" of its own (API i and shell i): DATA_DIR `<dataDir>/host<i>`, no shared folder. */
  separateHosts?: boolean;
}): Promise<Cluster> {
  const { count, databaseUrl, dataDir } = options;
  const hostDir = (i: number) => (options.separateHosts ? path.join(dataDir, `host${i + 1}`) : dataDir);
  const [sitePort, apiListenPort] = [await freePort(), await freePort()];
  const apiPorts = await Promise.all(Array.from({ length: count }, freePort));
  const shellPorts = await Promise.all(Array.from({ length: count }, freePort));
  const started: Proc[] = [];
  let nginx: ChildProcess | null = null;
  let nginxText = '';
  const stop = async () => {
    if (nginx) await stopChild(nginx);
    await Promise.all(started.map((p) => stopChild(p.child)));
  };
  try {
    const prefix = path.join(dataDir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    // nginx's workers (www-data when the test runs as root) write the page cache under the prefix.
    chmodSync(dataDir, 0o711);
    chmodSync(prefix, 0o755);
    const lines = (ports: number[]) => ports.map((p) => `server 127.0.0.1:${p};`).join(' ');
    const conf = fillNginxTemplate('several-processes.conf', prefix, {
      LISTEN: `127.0.0.1:${sitePort}`,
      API_LISTEN: `127.0.0.1:${apiListenPort}`,
      SHELLS: lines(shellPorts),
      APIS: lines(apiPorts),
      // The test's client stands for a load balancer in front of nginx: the X-Forwarded-For it sends
      // names the visitor (the sign-up keys test).
      BALANCERS: 'set_real_ip_from 127.0.0.1;',
    });
    nginx = startNginx(conf, { onLine: (l) => (nginxText += `${l}\n`) });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const common = { ...options.env, SITE_URL: siteUrl, NODE_ENV: 'test' };
    // One after the other: both run the migrations at start (the second finds them applied).
    for (const [i, port] of apiPorts.entries()) {
      const env = {
        ...common,
        DATA_DIR: hostDir(i),
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
      };
      started.push(await startProc(`api${i + 1}`, serverOutputs.api, port, env, 'API listening on '));
    }
    const apiUrl = `http://127.0.0.1:${apiListenPort}`;
    for (const [i, port] of shellPorts.entries()) {
      const env = { ...common, DATA_DIR: hostDir(i), API_URL: apiUrl, PORT: String(port), HOST: '127.0.0.1' };
      started.push(await startProc(`shell${i + 1}`, serverOutputs.shell, port, env, '[shell] http://'));
    }
    return {
      apis: started.slice(0, count),
      shells: started.slice(count),
      siteUrl,
      apiUrl,
      nginxLog: () => nginxText,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
