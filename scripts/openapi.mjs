// `node scripts/openapi.mjs <file>`: writes the API's /openapi.json (api/src/http/openapi.ts) without
// starting a server — `npm test`'s lint step lints it with redocly (recommended rules).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const code = `import { writeFileSync } from 'node:fs';
import { openApiDocument } from './src/http/openapi.ts';
writeFileSync(${JSON.stringify(out)}, JSON.stringify(openApiDocument(), null, 2));`;
const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
  cwd: path.join(repoRoot, 'api'),
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
