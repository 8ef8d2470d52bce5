// Types of s3-server.mjs (the loopback S3-compatible server of the tests).
export const S3_TEST_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export function corsConfiguration(origin: string): string;
export function etagOf(bytes: Uint8Array): string;
export function startS3Server(options: {
  port?: number;
  directory: string;
  buckets?: string[];
  publicPrefixes?: string[];
  requireSse?: string[];
  cors?: string | null;
  host?: string;
}): Promise<{ url: string; port: number; close(): Promise<void> }>;
