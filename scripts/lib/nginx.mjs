// Runs deploy/nginx/shirube.conf for real (the e2e's CDN path): the config filled in and written to a
// temp folder, nginx started in the foreground on a loopback port, stopped by its process.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { startChild } from './procs.mjs';

export const nginxBin = '/usr/sbin/nginx';

/** Writes `<prefix>/nginx.conf` from deploy/nginx/shirube.conf and returns its path. */
export function writeNginxConfig({ prefix, port, releasesDir, shellPort }) {
  return fillNginxTemplate('shirube.conf', prefix, {
    LISTEN: `127.0.0.1:${port}`,
    SHELL: `127.0.0.1:${shellPort}`,
    RELEASES_DIR: releasesDir,
  });
}

/** Writes `<prefix>/nginx.conf` from deploy/nginx/<template> with its @KEY@ values (PREFIX = prefix). */
export function fillNginxTemplate(template, prefix, values) {
  const text = readFileSync(path.join(repoRoot, 'deploy/nginx', template), 'utf8');
  const all = { PREFIX: prefix, ...values };
  const filled = text.replace(/@([A-Z_]+)@/g, (whole, key) => all[key] ?? whole);
  const missing = /@([A-Z_]+)@/.exec(filled);
  if (missing) throw new Error(`${template}: no value for @${missing[1]}@`);
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, filled);
  return file;
}

/** nginx in the foreground (stop it with stopChild); its lines go to `onLine`. */
export function startNginx(configFile, { onLine } = {}) {
  return startChild('nginx', nginxBin, ['-e', 'stderr', '-g', 'daemon off;', '-c', configFile], {
    quiet: true,
    onLine,
  });
}
