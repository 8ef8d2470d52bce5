import { busyTable } from './busy.mjs';

// Readings as /proc/stat gives them: jiffies of all CPUs together (2 cores: 200 a second).
const at = (seconds: number, busy: number) => ({ t: seconds * 1000, total: seconds * 200, busy });

describe('the busy-cores table under the step table', () => {
  it('gives each minute its busy cores and adds up the idle core-seconds', () => {
    const table = busyTable([at(0, 0), at(30, 3000), at(60, 6000), at(90, 6000), at(120, 9000)], 2);
    // 0–60 s: 6,000 of 12,000 jiffies busy = 1 core; 60–120 s: 3,000 of 12,000 = 0.5.
    expect(table.split('\n')).toEqual([
      '    0–60    s  1.00 of 2 cores busy',
      '   60–120   s  0.50 of 2 cores busy',
      'idle in all: 150 core-seconds',
    ]);
  });

  it('closes the last window at the last reading, and says nothing with fewer than two', () => {
    expect(busyTable([at(0, 0), at(10, 2000)], 2)).toBe(
      '    0–10    s  2.00 of 2 cores busy\nidle in all: 0 core-seconds',
    );
    expect(busyTable([at(0, 0)], 2)).toBe('');
  });
});
