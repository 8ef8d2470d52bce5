/**
 * E2E_CPU=1: each server's CPU-seconds (its whole process tree, scripts/lib/procs.mjs treeCpuSeconds),
 * printed when it is stopped — how the lane's CPU splits between the browser, the runner and the
 * servers (issue 39). Off by default: nothing is read or printed.
 */
import type { ChildProcess } from 'node:child_process';
import { treeCpuSeconds } from '../../scripts/lib/procs.mjs';

export function noteCpu(name: string, child: ChildProcess | null | undefined, when = 'at stop'): void {
  if (!process.env.E2E_CPU || !child?.pid) return;
  const s = treeCpuSeconds(child.pid);
  if (s !== null) console.log(`[e2e-cpu] ${name} ${when}: ${s.toFixed(2)} CPU-s`);
}
