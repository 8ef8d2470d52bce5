export interface App {
  dir: string;
  mfName: string | null;
}
export const repoRoot: string;
export const apps: App[];
export const remotes: (App & { mfName: string })[];
export function newestSourceTime(app: App): number;
export function hasConfig(app: App): boolean;
export function staleReason(app: App): string | null;
export function buildApp(
  app: App,
  options?: { distPath?: string; env?: Record<string, string>; stdio?: 'inherit' | 'ignore' | 'pipe' },
): Promise<void>;
export function buildAll(options?: {
  force?: boolean;
  only?: string[];
  log?: (m: string) => void;
}): Promise<void>;
export function sourceHash(roots: string[], skip?: Set<string>): string;
