export function hasActiveVersion(releasesDir: string, mfName: string): boolean;
/** The CLI's --json answer: a Release for publish, a Current ({active, history}) for rollback/activate. */
export interface DeployJson {
  version: string;
  active: string;
  history: string[];
  [key: string]: unknown;
}
/** Runs the deploy CLI with --json against `releasesDir` and returns its parsed output. */
export function deploy(releasesDir: string, args: string[]): DeployJson;
/** `deploy`, without blocking the calling process while the CLI runs; `env` adds to the CLI's. */
export function deployAsync<T = DeployJson>(
  releasesDir: string,
  args: string[],
  env?: Record<string, string>,
): Promise<T>;
