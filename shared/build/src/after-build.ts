/**
 * What the build writes after rspack: the node outputs marked CommonJS (the apps' package.json say
 * "type": "module"), and every compressible static file precompressed next to itself (`.br`, `.gz`)
 * so the shell server (and nginx's gzip_static/brotli_static) serve them without compressing per
 * request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SHELL_PROVIDES_FILE, type ShellProvides } from './compat';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;
/** Below this the header overhead eats the gain. */
const MIN_BYTES = 512;

function filesUnder(dir: string, skip: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f !== skip && !f.startsWith(skip + path.sep))
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** Writes `.gz` and `.br` beside each compressible file under `dir` (not under `dir/skip`). */
export function precompress(dir: string, skip: string): number {
  let count = 0;
  for (const file of filesUnder(dir, skip)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    count++;
  }
  return count;
}

/** `dist` = the app's dist/, `nodeDir` = its node build's folder inside it (ssr or server);
 *  `provides` (the shell only): what it shares, written for the compatibility gate (compat.ts). */
export function pluginAfterBuild(options: {
  dist: string;
  nodeDir: string;
  provides?: ShellProvides;
}): RsbuildPlugin {
  return {
    name: 'shirube:after-build',
    setup(api) {
      api.onAfterBuild(() => {
        writeFileSync(path.join(options.dist, options.nodeDir, 'package.json'), '{ "type": "commonjs" }\n');
        if (options.provides) {
          const file = path.join(options.dist, SHELL_PROVIDES_FILE);
          writeFileSync(file, `${JSON.stringify(options.provides, null, 2)}\n`);
        }
        precompress(options.dist, options.nodeDir);
      });
    },
  };
}
