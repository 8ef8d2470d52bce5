export const serverOutputs: {
  api: string;
  db: string;
  admin: string;
  payouts: string;
  shell: string;
  apiLibrary: string;
};
export function serversStale(): string | null;
export function buildServers(options?: { force?: boolean; log?: (m: string) => void }): Promise<void>;
/** The folders and files (relative to the repository) whose contents decide whether the outputs are stale. */
export function serverSourceRoots(): string[];
/** Folder names under those roots that are not sources (build output, dependencies). */
export const serverSkipDirs: Set<string>;
