export function buildDeployCli(options?: { ifStale?: boolean }): Promise<void>;
