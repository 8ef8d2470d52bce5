/** Every refusal of the release store carries a stable code so the CLI and tests can tell them apart. */
export type DeployErrorCode =
  | 'unknown_remote'
  | 'no_manifest'
  | 'manifest_mismatch'
  | 'no_previous'
  | 'unknown_version'
  | 'locked'
  | 'bad_argument';

export class DeployError extends Error {
  constructor(
    readonly code: DeployErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DeployError';
  }
}
