export function checkRunner(): {
  check: (name: string, fn: () => unknown) => Promise<void>;
  failures: string[];
  passed: () => number;
};
export const assert: (cond: unknown, message: string) => void;
