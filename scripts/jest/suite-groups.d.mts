export function suitesUnder(dir: string): string[];
export function writeSuiteGroups(options: {
  suites: string[];
  dir: string;
  count: number;
  root: string;
}): { file: string; suites: string[] }[];
