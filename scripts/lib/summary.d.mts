export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function parseJest(output: string): Counts | null;
export function parsePlaywright(output: string): Counts | null;
export function failedNames(output: string): string[];
