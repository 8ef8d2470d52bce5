/** Every refusal of the release store carries a stable code so the CLI and tests can tell them apart. */
export type DeployErrorCode =
  | 'unknown_remote'
  | 'no_manifest'
  | 'manifest_mismatch'
  | 'no_previous'
  | 'unknown_version'
  | 'corrupt_current'
  | 'smoke_failed'
  | 'incompatible'
  | 'locked'
  | 'lost_race'
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

const fsReasons: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EIO: 'input/output error',
  EMFILE: 'too many open files',
};

/** One line for a disk or permission error (`ENOSPC`, `EROFS`, `EACCES`…), or null for anything else.
 *  `store` names the place when the error does not (a failed write carries no path). */
export function fsErrorLine(error: unknown, store: string): string | null {
  const e = error as NodeJS.ErrnoException | null;
  const reason = e && typeof e.code === 'string' ? fsReasons[e.code] : undefined;
  if (!reason) return null;
  const where = e!.path ?? `release store ${store}`;
  return `${reason} (${where}) [${e!.code}]; the live versions were not changed`;
}
