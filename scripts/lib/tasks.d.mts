export interface RunResult {
  code: number;
  output: string;
  /** CPU-seconds of the command and its reaped descendants; null when unknown. */
  cpu: number | null;
}
export function run(
  label: string,
  cmd: string,
  args: readonly string[],
  options?: { env?: Record<string, string>; unset?: readonly string[]; nice?: number },
): Promise<RunResult>;
/** The CPU priority of the steps with no clock of their own when steps run side by side. */
export const BATCH_NICE: number;
/** Runs `fn` once no other timed stage is running (a FIFO lock). */
export function timed<T>(fn: () => Promise<T> | T): Promise<T>;
export interface Task {
  name: string;
  after?: readonly string[];
  run: () => Promise<void> | void;
}
export interface TaskTime {
  name: string;
  start: number;
  seconds: number;
  cpu: number | null;
  threw: boolean;
}
export function runTasks(tasks: readonly Task[], options: { jobs: number }): Promise<TaskTime[]>;
export function timeTable(times: readonly TaskTime[]): string;
