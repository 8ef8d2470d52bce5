// A clock the API suites move forward (config.now) instead of sleeping.
export interface TestClock {
  now: () => Date;
  advanceDays(days: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceDays(days) {
      offsetMs += days * 86_400_000;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
