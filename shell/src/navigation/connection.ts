/**
 * Spec §9: link prefetch is skipped on 2g or data-saver connections. `navigator.connection` (Network
 * Information API) exists in Chromium only; where it is missing, prefetching is allowed.
 */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  // effectiveType is 'slow-2g' | '2g' | '3g' | '4g'.
  return !(connection.effectiveType ?? '').endsWith('2g');
}

/** The browser's connection, when it tells. */
export const browserConnection = (): ConnectionInfo | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
