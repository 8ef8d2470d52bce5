import { defineHostConfig } from '@shirube/build';

export default defineHostConfig({
  dir: import.meta.dirname,
  serverEntry: './src/ssr/index.ts',
});
