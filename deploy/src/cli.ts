/**
 * `npm run deploy -- <command>`: publish / rollback / activate / status / prune of the remotes.
 * The shell server reads current.json per request, so every change here is live at once,
 * with no rebuild and no restart.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseChecks } from './checks';
import { DeployError, fsErrorLine } from './errors';
import { remoteDir } from './remotes';
import { bucketFromEnv, withBucket } from './bucket';
import { activateSet, plan, type PlanEntry } from './plan';
import { remoteNames } from './remotes';
import { activate, prune, publish, requireRemote, rollback, status, type RemoteStatus } from './store';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const usage = `usage: npm run deploy -- <command> [--json]
  publish <remote> [--label x] [--dist dir] [--if-changed]
                                              store <remote>/dist as a new version, smoke-check it and
                                              make it live (--if-changed: skip when the live version
                                              is this build)
  rollback <remote>                           make the previous version live
  plan --shell dir                            per remote, the version to have live with that shell
                                              build (the live one if it fits, else the newest fitting)
  activate-set --shell dir                    make that plan live for every remote in one step, or
  rollback shell --shell dir                  change nothing when a remote has no fitting version
  activate <remote> <version>                 make a stored version live
  status [remote]                             every remote's versions (* = live), its activation
                                              history, and whether the shell can run the live one
  prune --keep N [remote]                     delete all but the N newest versions (never the live one)
<remote>: mf-reader | mf_reader | reader, ...   store: $RELEASES_DIR (default \${DATA_DIR:-.data}/releases),
  or the bucket of $RELEASES_URL (s3://bucket[/prefix] | http(s)://host/bucket[/prefix]) with $RELEASES_DIR
  as this machine's working copy
publish/activate/rollback refuse a build the live shell cannot run: its shared-version needs are
checked against --shell dir | $SHELL_DIST_DIR (default shell/dist) /shell-provides.json`;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg.includes('=')) flags[arg.slice(2, arg.indexOf('='))] = arg.slice(arg.indexOf('=') + 1);
    else if (['label', 'dist', 'keep', 'shell'].includes(arg.slice(2)) && argv[i + 1] !== undefined)
      flags[arg.slice(2)] = argv[++i];
    else flags[arg.slice(2)] = true;
  }
  return { positional, flags };
}

export function releasesDir(env = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(env.DATA_DIR ?? '.data', 'releases'));
}

function gitRev(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** How many activations `status` prints per remote (--json has them all). */
const SHOWN_ACTIVATIONS = 10;

function printStatus(list: RemoteStatus[], shellDist: string) {
  if (list.length === 0) console.log('nothing published yet');
  for (const r of list) {
    console.log(`${r.remote}  (live: ${r.active ?? 'none'})`);
    if (r.problem) for (const line of r.problem.split('\n')) console.log(`  ! ${line}`);
    if (r.shell)
      console.log(
        r.shell === 'ok'
          ? `  the shell in ${shellDist} can run the live version`
          : `  ! the shell in ${shellDist} cannot run the live version: ${r.shell}`,
      );
    for (const v of r.versions) {
      const notes = `${v.label ? `  [${v.label}]` : ''}${v.smokeFailure ? '  (failed smoke check)' : ''}`;
      console.log(`  ${v.active ? '*' : ' '} ${v.version}  ${v.createdAt}${notes}`);
    }
    if (r.activations.length) console.log('  history (newest last):');
    for (const a of r.activations.slice(-SHOWN_ACTIVATIONS))
      console.log(`    ${a.at}  ${a.command.padEnd(8)} ${a.version}  (was ${a.previous ?? 'none'})`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { positional, flags } = parseArgs(argv);
  const [command, remoteArg, extra] = positional;
  const json = flags.json === true;
  const out = (value: unknown, text: () => void) =>
    json ? console.log(JSON.stringify(value, null, 2)) : text();
  const root = releasesDir();
  // RELEASES_URL: the store is the bucket; `root` is this machine's working copy of it (bucket.ts).
  const bucket = await bucketFromEnv(process.env);
  const onStore = <T>(run: () => Promise<T>): Promise<T> =>
    bucket ? withBucket(bucket, root, remoteNames, run) : run();
  const where = bucket ? process.env.RELEASES_URL! : root;
  const shellDist =
    typeof flags.shell === 'string'
      ? path.resolve(flags.shell)
      : path.resolve(process.env.SHELL_DIST_DIR ?? path.join(repoRoot, 'shell/dist'));
  const checks = releaseChecks(shellDist);
  const repairedNote = (c: { repaired?: string }) => c.repaired && console.log(`note: ${c.repaired}`);
  const need = (v: string | undefined, what: string) => {
    if (!v) throw new DeployError('bad_argument', `${command} needs ${what}\n${usage}`);
    return v;
  };

  const planned = (entries: PlanEntry[]) => {
    for (const e of entries) {
      const what =
        e.version === null
          ? `none fits: ${e.reason}`
          : e.version === e.live
            ? `${e.version} (live, fits)`
            : e.version;
      console.log(
        `${e.remote}  ${what}${e.version && e.version !== e.live ? `  (live now: ${e.live ?? 'none'})` : ''}`,
      );
      for (const skipped of e.skipped ?? []) console.log(`  skipped ${skipped}`);
    }
  };
  // A shell given by --shell is not (yet) the live one: refusals name it as "the shell in <dir>".
  const givenShell = () => {
    if (typeof flags.shell !== 'string')
      throw new DeployError('bad_argument', `${command} needs --shell <dir>\n${usage}`);
    return releaseChecks(shellDist, `the shell in ${flags.shell}`);
  };

  switch (command) {
    case 'plan': {
      const entries = await onStore(() => plan(root, givenShell()));
      return out(entries, () => planned(entries));
    }
    case 'publish': {
      const remote = requireRemote(need(remoteArg, '<remote>'));
      const appDir = path.join(repoRoot, remoteDir(remote));
      const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
      const distDir = typeof flags.dist === 'string' ? path.resolve(flags.dist) : path.join(appDir, 'dist');
      const label = typeof flags.label === 'string' ? flags.label : undefined;
      const release = await onStore(() =>
        publish(root, {
          remote,
          distDir,
          packageVersion: pkg.version,
          label,
          sourceRev: gitRev(),
          ifChanged: flags['if-changed'] === true,
          checks,
        }),
      );
      return out(release, () =>
        console.log(
          release.unchanged
            ? `${remote}: the live version ${release.version} is this build already; nothing published`
            : `published ${remote} ${release.version} — smoke check passed, live now (${where})`,
        ),
      );
    }
    case 'activate-set': {
      const entries = await onStore(() => activateSet(root, givenShell()));
      return out(entries, () => {
        planned(entries);
        console.log(`live now: the set above (${where})`);
      });
    }
    case 'rollback': {
      if (remoteArg === 'shell') {
        const entries = await onStore(() => activateSet(root, givenShell()));
        return out(entries, () => {
          planned(entries);
          console.log('every remote now runs under that shell; deploy the shell build itself next');
        });
      }
      const remote = requireRemote(need(remoteArg, '<remote>'));
      const current = await onStore(() => rollback(root, remote, checks));
      return out(current, () => {
        repairedNote(current);
        console.log(`${remote}: rolled back, live now ${current.active}`);
      });
    }
    case 'activate': {
      const remote = requireRemote(need(remoteArg, '<remote>'));
      const current = await onStore(() => activate(root, remote, need(extra, '<version>'), checks));
      return out(current, () => {
        repairedNote(current);
        console.log(`${remote}: live now ${current.active}`);
      });
    }
    case 'status': {
      const list = await onStore(() => status(root, checks));
      return out(list, () =>
        printStatus(remoteArg ? list.filter((r) => r.remote === requireRemote(remoteArg)) : list, shellDist),
      );
    }
    case 'prune': {
      const keep = Number(flags.keep);
      const removed = await onStore(() => prune(root, keep, remoteArg));
      return out(removed, () =>
        console.log(removed.length ? `removed:\n  ${removed.join('\n  ')}` : 'nothing to remove'),
      );
    }
    default:
      console.log(usage);
      if (command && command !== 'help') process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  const fsLine = fsErrorLine(e, releasesDir());
  if (e instanceof DeployError || fsLine) {
    const message = fsLine ?? (e as DeployError).message;
    const code = e instanceof DeployError ? e.code : (e as NodeJS.ErrnoException).code;
    console.error(`deploy: ${message}`);
    if (process.argv.includes('--json')) console.log(JSON.stringify({ error: code, message }));
  } else if (process.env.RELEASES_URL && e instanceof Error && ('$metadata' in e || 'code' in e)) {
    // The bucket refused or could not be reached: one line, not the SDK's whole error object.
    console.error(`deploy: the release bucket (RELEASES_URL) answered ${e.name}: ${e.message}`);
  } else console.error(e);
  process.exitCode = 1;
});
