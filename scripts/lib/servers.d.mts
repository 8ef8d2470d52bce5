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
