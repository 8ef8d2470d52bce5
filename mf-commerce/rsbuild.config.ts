import { defineRemoteConfig } from '@shirube/build';

export default defineRemoteConfig({
  name: 'mf_commerce',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts', './widgets': './src/widgets.ts' },
});
