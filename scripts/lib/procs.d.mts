import type { ChildProcess } from 'node:child_process';
export function startChild(
  name: string,
  cmd: string,
  args: string[],
  options?: {
    env?: Record<string, string>;
    cwd?: string;
    onLine?: (line: string) => void;
    quiet?: boolean;
    prefix?: boolean;
  },
): ChildProcess;
export function waitForHttp(
  url: string,
  options?: { child?: ChildProcess; timeoutMs?: number; what?: string },
): Promise<void>;
/** SIGTERM, then SIGKILL to it and every process below it after `graceMs`; resolves with the exit code (1 for an end by signal). */
export function stopChild(child: ChildProcess | undefined, graceMs?: number): Promise<number>;
/** Every process below `pid` (Linux /proc), children before theirs. */
/** Clock ticks per second of /proc's times. */
export const CLK_TCK: number;
/** /proc/<pid>/stat's (or a thread's, `task`) fields after the command name ([0] = field 3); null when gone. */
export function procStat(pid: number | string, task?: number | null): string[] | null;
export function descendants(pid: number): number[];
/** CPU-seconds (user + system) `pid` itself, or one of its threads (`task`), has used so far; null when gone. */
export function cpuSeconds(pid: number | string, task?: number | null): number | null;
/** CPU-seconds used so far by `pid` and every process below it (their reaped children too); null without /proc. */
export function treeCpuSeconds(pid: number): number | null;
