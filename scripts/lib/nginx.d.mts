import type { ChildProcess } from 'node:child_process';
export const nginxBin: string;
export function writeNginxConfig(options: {
  prefix: string;
  port: number;
  releasesDir: string;
  shellPort: number;
}): string;
export function fillNginxTemplate(template: string, prefix: string, values: Record<string, string>): string;
export function startNginx(configFile: string, options?: { onLine?: (line: string) => void }): ChildProcess;
