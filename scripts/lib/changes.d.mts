export function changeBase(since?: string): { ref: string; base: string };
export function changedFiles(base: string): string[];
/** Absolute paths of the API suites the changed files (repository-relative) touch. */
export function touchedApiSuites(changed: readonly string[]): string[];
