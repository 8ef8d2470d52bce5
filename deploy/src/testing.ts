/** What the deploy suites share: a temp folder with a release store in it per test, and the refusal
 *  a store call must end in. Test-only; nothing under cli.ts imports it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseChecks } from './checks';
import { DeployError } from './errors';

/** Checks that pass: the store's mechanics under test, the real checks run in checks.node.test.ts. */
export const passing: ReleaseChecks = { compatible: async () => null, smoke: async () => null };

/** A fresh `work` folder per test (removed after it) and its store at `work/releases`. */
export function tempStore(prefix: string): { readonly work: string; readonly root: string } {
  const dirs = { work: '', root: '' };
  beforeEach(async () => {
    dirs.work = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    dirs.root = path.join(dirs.work, 'releases');
  });
  afterEach(() => rm(dirs.work, { recursive: true, force: true }));
  return dirs;
}

/** The DeployError `p` must reject with (any other outcome fails the test). */
export async function refusal(p: Promise<unknown>): Promise<DeployError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DeployError);
  return e as DeployError;
}
