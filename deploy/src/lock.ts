import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './errors';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` while holding `lockPath`, created with O_EXCL so two writers (processes or
 * concurrent calls in one process) never interleave. A lock left by a dead process is taken over.
 */
export async function withLock<T>(lockPath: string, fn: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  await mkdir(path.dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (owner > 0 && owner !== process.pid && !processAlive(owner)) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new DeployError(
          'locked',
          `the release store is locked by process ${owner || '?'} (${lockPath})`,
        );
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 200);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lockPath, { force: true });
  }
}
