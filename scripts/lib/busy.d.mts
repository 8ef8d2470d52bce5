export interface BusyReading {
  /** When it was read (ms since the epoch). */
  t: number;
  /** Jiffies of all CPUs so far: in all, and busy (all but idle and iowait). */
  total: number;
  busy: number;
}
/** Starts reading /proc/stat every `everyMs`; `stop()` returns the readings (none off Linux). */
export function sampleBusy(everyMs?: number): { stop(): BusyReading[] };
/** Lines `from–to s  busy cores` per `windowS` seconds and the idle core-seconds in all; '' if fewer than two readings. */
export function busyTable(samples: BusyReading[], cores: number, windowS?: number): string;
