// Runs drizzle-kit with `drizzle-orm` resolved from api/node_modules: npm hoisted drizzle-kit to the
// root but kept drizzle-orm here, so drizzle-kit's own `import("drizzle-orm/version")` fails.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const apiUrl = pathToFileURL(new URL('../package.json', import.meta.url).pathname).href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiUrl)} });
  }
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));
// The same for drizzle-kit's CommonJS require('drizzle-orm').
const apiModules = new URL('../node_modules', import.meta.url).pathname;
process.env.NODE_PATH = [apiModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();
const require = createRequire(apiUrl);
const kitDir = require.resolve
  .paths('drizzle-kit')
  .map((dir) => `${dir}/drizzle-kit/`)
  .find((dir) => existsSync(`${dir}bin.cjs`));
await import(pathToFileURL(`${kitDir}bin.cjs`).href);
