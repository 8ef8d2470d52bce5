export function hasActiveVersion(releasesDir: string, mfName: string): boolean;
/** Runs the deploy CLI with --json against `releasesDir` and returns its parsed output. */
export function deploy(releasesDir: string, args: string[]): any;
