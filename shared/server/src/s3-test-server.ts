// Tests only (never imported by a server): the loopback S3-compatible server of scripts/lib/s3-server.mjs
// (s3rver + the refusals real S3 makes) as a child process, with the buckets a suite names. The SDK reads
// the test credentials from the usual AWS variables, set here for the process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../../scripts/lib/s3-server.mjs', import.meta.url));

export interface S3Child {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops the server and removes its objects. */
  close(): Promise<void>;
  /** Stops the server, keeping its objects: the bucket is down until `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same objects (after `stop`). */
  start(): Promise<void>;
}

function listen(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /s3 listening on (\S+)/.exec(out);
      if (found) resolve({ child, url: found[1]! });
    });
    child.once('exit', (code) => reject(new Error(`s3 server exited ${code} before listening`)));
  });
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startS3Child(options: {
  buckets: string[];
  publicPrefixes?: string[];
  requireSse?: string[];
  /** An origin browsers may read the buckets from (their CORS configuration; scripts/lib/s3-server.mjs). */
  cors?: string;
}): Promise<S3Child> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-s3-'));
  const args = ['--dir', dir];
  for (const b of options.buckets) args.push('--bucket', b);
  for (const p of options.publicPrefixes ?? []) args.push('--public', p);
  for (const p of options.requireSse ?? []) args.push('--require-sse', p);
  if (options.cors) args.push('--cors', options.cors);
  const first = await listen(['--port', '0', ...args]);
  const url = first.url;
  let child = first.child;
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const stop = () => kill(child);
  return {
    url,
    stop,
    start: async () => {
      if (child.exitCode === null && child.signalCode === null) return;
      ({ child } = await listen(['--port', new URL(url).port, ...args]));
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
