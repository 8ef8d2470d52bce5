export const contractDir: string;
export const reportFile: string;
export function contractVersion(): string;
export function declarations(): Promise<string>;
export function reportText(version: string, body: string): string;
export function readReport(): { version: string | null; body: string } | null;
