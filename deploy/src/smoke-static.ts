/**
 * The smoke check's file-level parts, run on the stored copy before anything is loaded:
 *  - every `.br` / `.gz` copy decodes to exactly its file (nginx and the shell server send the copy
 *    to every visitor whose browser accepts it; a bad one breaks the page for all of them);
 *  - every shared-module requirement written into the JavaScript is the one the manifest declares
 *    (the gate reads the manifest; the browser's MF runtime enforces what the JS says).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompress, gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { listFiles } from './files';
import type { Manifest } from './manifest';

const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = {
  '.br': promisify(brotliDecompress),
  '.gz': promisify(gunzip),
};

/** The first `.br`/`.gz` copy under `dir` that does not decode to its file, or null. */
export async function checkCompressedCopies(dir: string): Promise<string | null> {
  const files = await listFiles(dir);
  const present = new Set(files);
  for (const file of files) {
    const decode = decoders[path.extname(file)];
    if (!decode) continue;
    const original = file.slice(0, -path.extname(file).length);
    if (!present.has(original)) return `${file} has no uncompressed ${original} beside it`;
    let decoded: Buffer;
    try {
      decoded = await decode(await readFile(path.join(dir, file)));
    } catch (e) {
      return `${file} does not decode (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
    }
    if (!decoded.equals(await readFile(path.join(dir, original))))
      return `${file} does not decode to ${original} (a copy of other contents)`;
  }
  return null;
}

// The two shapes rspack's federation runtime writes a share requirement in: the share-scope
// registration ({name:"react",version:"19.3.1",…,requiredVersion:"^19.3.1"}) and a consume
// ({shareKey:"react",import:"react",requiredVersion:"^19.3.1",…}). Neither holds braces inside.
const REQUIREMENT = [
  /\{name:"([^"]+)",version:"[^"]*"[^{}]*?requiredVersion:"([^"]+)"/g,
  /shareKey:"([^"]+)"[^{}]*?requiredVersion:"([^"]+)"/g,
];

/** The first shared requirement in the JavaScript under `dir` that its manifest does not declare. */
export async function checkSharedRequirements(dir: string, prefix: string): Promise<string | null> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const declared = new Map((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion]));
  // A browser build's folder holds its node build under ssr/, checked against that one's manifest.
  const files = (await listFiles(dir)).filter((f) => /\.c?js$/.test(f) && !f.startsWith(`ssr${path.sep}`));
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const pattern of REQUIREMENT) {
      for (const [, name, range] of text.matchAll(pattern)) {
        const says = declared.get(name);
        if (says === range) continue;
        return says
          ? `${prefix}${file} requires ${name} ${range}, its manifest declares ${says}`
          : `${prefix}${file} requires ${name} ${range}, which its manifest does not declare`;
      }
    }
  }
  return null;
}
