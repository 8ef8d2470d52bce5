// The config of an in-process test API: loopback, any free port, its files under one temporary folder.
import path from 'node:path';
import type { AppConfig } from '../config';

/** What every test server shares; `extra` adds what a suite needs (mail sender, clock, payouts…). */
export const testServerConfig = (dataDir: string, extra: Partial<AppConfig> = {}): AppConfig => ({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  siteUrl: 'http://site.test',
  mailDir: path.join(dataDir, 'mail'),
  uploadsDir: path.join(dataDir, 'uploads'),
  seedDemo: false,
  inquiryTo: 'support@shirube.test',
  ...extra,
});
