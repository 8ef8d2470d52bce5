/**
 * `<remote>/history.jsonl` — the append-only activation history: one JSON line per change of the live
 * version (time, remote, version made live, command, version live before). It is the record a
 * corrupt or missing current.json is rebuilt from: the live version is the last line's, and the
 * rollback stack is the replay of every line (a rollback pops, so it never leads forward again).
 * Only appended under the store lock; a torn last line (a crash mid-write) is skipped when read.
 */
import { appendFile, readFile } from 'node:fs/promises';
import type { Current } from './current';
import type { RemoteName } from './remotes';

export type Command = 'publish' | 'activate' | 'rollback' | 'activate-set' | 'adopted';

export interface Activation {
  at: string;
  remote: RemoteName;
  /** The version made live. */
  version: string;
  command: Command;
  /** The version live before, or null (the first one, or nothing known). */
  previous: string | null;
}

export interface History {
  entries: Activation[];
  /** Lines that are not an activation (a torn write): counted, never guessed at. */
  skipped: number;
}

function parse(line: string): Activation | null {
  try {
    const v = JSON.parse(line) as Partial<Activation>;
    if (typeof v.version !== 'string' || !v.version || typeof v.command !== 'string') return null;
    return v as Activation;
  } catch {
    return null;
  }
}

export async function readHistory(file: string): Promise<History> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], skipped: 0 };
    throw e;
  }
  const entries: Activation[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const entry = parse(line);
    if (entry) entries.push(entry);
    else skipped++;
  }
  return { entries, skipped };
}

/** Appends activations; a line starts on a fresh line even after a torn one. */
export async function appendHistory(file: string, entries: Activation[]): Promise<void> {
  if (entries.length === 0) return;
  const existing = await readFile(file, 'utf8').catch(() => '');
  const lead = existing && !existing.endsWith('\n') ? '\n' : '';
  await appendFile(file, lead + entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
}

/**
 * What the history says is live and what rollback walks back through. publish/activate put the
 * version on top (once); rollback removes everything above its target — the versions rolled back
 * from are gone from the stack, so rollback never moves forward to them.
 */
export function replay(entries: Activation[]): Current | null {
  let stack: string[] = [];
  for (const e of entries) {
    if (e.command === 'rollback') {
      const at = stack.indexOf(e.version);
      stack = at >= 0 ? stack.slice(at) : [e.version, ...stack];
    } else stack = [e.version, ...stack.filter((v) => v !== e.version)];
  }
  return stack.length ? { active: stack[0], history: stack.slice(1) } : null;
}

/** Entries that record an existing current.json in a history started after it (older stores). */
export function adoption(remote: RemoteName, current: Current, at: Date): Activation[] {
  const oldestFirst = [...current.history].reverse().concat(current.active);
  return oldestFirst.map((version, i) => ({
    at: at.toISOString(),
    remote,
    version,
    command: 'adopted',
    previous: i > 0 ? oldestFirst[i - 1] : null,
  }));
}
