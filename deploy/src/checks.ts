/**
 * The two gates a version passes before it may go live:
 *  - compatible: its shared-singleton needs (the `@shirube/shell-contract` range included) are met by
 *    the live shell (rule: @shirube/build/compat) — refused before anything is stored;
 *  - smoke: its files exist, parse and decode, its node container renders every page, and its
 *    browser build loads and renders every page in the live shell's page (smoke.ts) — a failing
 *    version is stored, marked, and never made live.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readShellProvides, remoteNeeds, unmetNeeds } from '@shirube/build/compat';
import { DeployError } from './errors';
import type { RemoteName } from './remotes';
import { smokeCheck } from './smoke';

/** How `compatible` begins its answer for a stored copy whose mf-manifest.json cannot be read. */
export const UNREADABLE_MANIFEST = 'mf-manifest.json is unreadable';

export interface ReleaseChecks {
  /** Why the build in `dir` cannot run under the live shell, or null. */
  compatible(dir: string, remote: RemoteName): Promise<string | null>;
  /** Why the stored copy in `dir` must not go live, or null. */
  smoke(dir: string, remote: RemoteName): Promise<string | null>;
}

/** The real checks against the shell build in `shellDist` (its shell-provides.json); `shellLabel`
 *  names it in refusals ("needs react ^20.0.0; the live shell provides 19.3.1"). */
export function releaseChecks(shellDist: string, shellLabel = 'the live shell'): ReleaseChecks {
  return {
    async compatible(dir, remote) {
      let provides;
      try {
        provides = readShellProvides(shellDist);
      } catch (e) {
        throw new DeployError(
          'incompatible',
          `cannot check ${remote} against the shell: ${(e as Error).message}`,
        );
      }
      // A stored copy whose manifest is unreadable is no version to run (issue 39 item 12): a reason like
      // any unmet need — plan skips and names it, activate refuses it — never a raw SyntaxError that
      // stopped `plan` and a shell rollback for every remote.
      let manifest;
      try {
        manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
      } catch (e) {
        return `${UNREADABLE_MANIFEST} (${(e as Error).message.split('\n')[0]})`;
      }
      const unmet = unmetNeeds(remoteNeeds(manifest), provides, shellLabel);
      return unmet.length ? unmet.join('; ') : null;
    },
    smoke: (dir, remote) => smokeCheck(dir, remote, shellDist),
  };
}
