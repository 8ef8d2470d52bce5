// The loopback S3-compatible server (scripts/lib/s3-server.mjs: s3rver + the refusals real S3 makes) as a
// child process for a suite, with the two buckets of a deployment: `shirube-media` (its public/ part
// readable by anyone, as a bucket policy would allow) and `shirube-private` (encrypted uploads only).
// The SDK reads the test credentials from the usual AWS variables, set here for the process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storageFromEnv, type StorageConfig } from '../storage/config';

const script = fileURLToPath(new URL('../../../scripts/lib/s3-server.mjs', import.meta.url));

export interface TestS3 {
  readonly url: string;
  readonly storage: StorageConfig;
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-s3-'));
  const child = spawn(
    process.execPath,
    [
      script,
      ...['--port', '0', '--dir', dir, '--bucket', 'shirube-media', '--bucket', 'shirube-private'],
      ...['--public', 'shirube-media/public/', '--require-sse', 'shirube-private/'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /s3 listening on (\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`s3 server exited ${code} before listening`)));
  });
  const env = {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    STORAGE_URL: `${url}/shirube-media`,
    STORAGE_PRIVATE_URL: `${url}/shirube-private`,
  };
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY,
  });
  return {
    url,
    env,
    storage: storageFromEnv(env)!,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
