// Compiles the deploy CLI to plain JavaScript (deploy/dist/cli.js, smoke-child.cjs, smoke-browser.cjs) so a
// publish or rollback starts in node alone — no tsx, no npm in the path of an incident (≈ 0.1 s
// instead of 7–11 s). Run by `npm install` (postinstall) and `npm run build`; `--if-stale` skips
// the work when dist/ is newer than every source file.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const out = path.join(here, 'dist');
const outputs = ['cli.js', 'smoke-child.cjs', 'smoke-browser.cjs'].map((f) => path.join(out, f));

function newestSource() {
  return Math.max(
    ...readdirSync(src, { recursive: true, encoding: 'utf8' }).map(
      (f) => statSync(path.join(src, f)).mtimeMs,
    ),
  );
}

function fresh() {
  try {
    const oldest = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
    return oldest > newestSource();
  } catch {
    return false;
  }
}

export async function buildDeployCli({ ifStale = false } = {}) {
  if (ifStale && fresh()) return;
  const { build } = await import('esbuild');
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' };
  // The AWS SDK (RELEASES_URL only) stays a package, loaded by import() when a bucket is named.
  await build({
    ...common,
    entryPoints: [path.join(src, 'cli.ts')],
    outfile: outputs[0],
    format: 'esm',
    external: ['@aws-sdk/*'],
  });
  // The smoke checks' children: the node one loads a remote's CommonJS node container, so it is
  // CommonJS itself; the browser one drives Chromium (playwright-core) or jsdom. Both resolve their
  // packages from the repository at run time (the same React the shell renders with).
  for (const [entry, outfile] of [
    ['smoke-child.ts', outputs[1]],
    ['smoke-browser.ts', outputs[2]],
  ]) {
    await build({
      ...common,
      entryPoints: [path.join(src, entry)],
      outfile,
      format: 'cjs',
      packages: 'external',
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildDeployCli({ ifStale: process.argv.includes('--if-stale') }).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
