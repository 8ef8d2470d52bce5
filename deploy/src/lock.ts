import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './errors';
import { SMOKE_LIMIT_MS } from './smoke';

/** How long a writer waits for a live holder: a publish keeps the lock through its smoke check (up to
 *  SMOKE_LIMIT_MS under load) plus the copy, so three publishes at once must not time out the third —
 *  30 s did, with Chromium smokes on a busy machine. A dead holder's lock is taken over at once. */
export const LOCK_WAIT_MS = SMOKE_LIMIT_MS + 60_000;

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
 * concurrent calls in one process) never interleave. A lock left by a dead process is taken over;
 * one held by a live process longer than `timeoutMs` is refused ('locked', naming the process).
 */
export async function withLock<T>(
  lockPath: string,
  fn: () => Promise<T>,
  timeoutMs = LOCK_WAIT_MS,
): Promise<T> {
  // The wait is per holder: when another writer takes the lock in between, its own clock starts.
  let deadline = Date.now() + timeoutMs;
  let holder = 0;
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
      if (owner !== holder) {
        holder = owner;
        deadline = Date.now() + timeoutMs;
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
