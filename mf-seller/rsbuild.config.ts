import { defineRemoteConfig } from '@shirube/build';

export default defineRemoteConfig({
  name: 'mf_seller',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});
