import type { ChildProcess } from 'node:child_process';
export function assertPortFree(port: number, host: string, variable: string): Promise<void>;
export function supervise(
  name: string,
  launch: () => ChildProcess,
  readyUrl: string,
  options?: { timeoutMs?: number; log?: (line: string) => void; info?: (line: string) => void },
): Promise<{ readonly child: ChildProcess; stop(): Promise<number> }>;
