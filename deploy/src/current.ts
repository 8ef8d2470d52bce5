/**
 * `<remote>/current.json` — which version is live and the ones before it. Read strictly: a file that
 * is not `{active: string, history: string[]}` is reported as corrupt (with the fix), never guessed at.
 */
import { readFile } from 'node:fs/promises';
import { DeployError } from './errors';
import type { RemoteName } from './remotes';

export interface Current {
  active: string;
  /** Previously live versions, most recent first: what `rollback` walks back through. */
  history: string[];
}

export type CurrentState =
  { kind: 'ok'; current: Current } | { kind: 'missing' } | { kind: 'corrupt'; reason: string };

function validate(value: unknown): Current | string {
  const v = value as Partial<Current> | null;
  if (!v || typeof v !== 'object') return 'not a JSON object';
  if (typeof v.active !== 'string' || !v.active) return '"active" is not a version name';
  if (!Array.isArray(v.history) || v.history.some((h) => typeof h !== 'string'))
    return '"history" is not a list of version names';
  return { active: v.active, history: v.history };
}

export async function readCurrentState(file: string): Promise<CurrentState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw e;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { kind: 'corrupt', reason: `not valid JSON (${(e as Error).message})` };
  }
  const current = validate(parsed);
  return typeof current === 'string' ? { kind: 'corrupt', reason: current } : { kind: 'ok', current };
}

/** What `status` and the refusals say about a corrupt current.json: the problem and the command that fixes it. */
export function corruptMessage(file: string, remote: RemoteName, reason: string): string {
  return (
    `${file} is corrupt: ${reason}. Fix: npm run deploy -- activate ${remote} <version> ` +
    `(versions: npm run deploy -- status), or npm run deploy -- rollback ${remote}`
  );
}

/** current.json when it is sound; a clear DeployError when it is corrupt; null when there is none. */
export async function readCurrentStrict(file: string, remote: RemoteName): Promise<Current | null> {
  const state = await readCurrentState(file);
  if (state.kind === 'corrupt')
    throw new DeployError('corrupt_current', corruptMessage(file, remote, state.reason));
  return state.kind === 'ok' ? state.current : null;
}
