// How busy the machine's cores were while the steps ran side by side (Linux /proc/stat), per minute:
// where the packing left a core idle (issue 39 item 8). Read every few seconds; printed under the step
// table. Elsewhere than Linux: nothing is read and nothing printed.
import { readFileSync } from 'node:fs';

/** All CPUs' jiffies so far: total, and busy (all but idle and iowait); null when unreadable. */
function readStat() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { total, busy: total - fields[3] - fields[4] };
  } catch {
    return null;
  }
}

/** Starts reading; `stop()` returns the readings [{t (ms), total, busy}] (empty off Linux). */
export function sampleBusy(everyMs = 5000) {
  const samples = [];
  const take = () => {
    const s = readStat();
    if (s) samples.push({ t: Date.now(), ...s });
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Lines `from–to s  busy cores` per `windowS` seconds, and the idle core-seconds in all; '' if none. */
export function busyTable(samples, cores, windowS = 60) {
  if (samples.length < 2) return '';
  const t0 = samples[0].t;
  const rows = [];
  let idle = 0;
  let from = samples[0];
  for (let i = 1; i < samples.length; i++) {
    const s = samples[i];
    const last = i === samples.length - 1;
    // A row per window, closed at the first reading past its end (the last reading closes the last).
    if (s.t - from.t < windowS * 1000 && !last) continue;
    const seconds = (s.t - from.t) / 1000;
    if (seconds < 1) continue;
    const busyCores = s.total > from.total ? ((s.busy - from.busy) / (s.total - from.total)) * cores : 0;
    idle += (cores - busyCores) * seconds;
    const at = (x) => String(Math.round((x.t - t0) / 1000));
    rows.push(`${at(from).padStart(5)}–${at(s).padEnd(5)} s  ${busyCores.toFixed(2)} of ${cores} cores busy`);
    from = s;
  }
  return `${rows.join('\n')}\nidle in all: ${idle.toFixed(0)} core-seconds`;
}
