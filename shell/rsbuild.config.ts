import { defineHostConfig } from '@shirube/build';

export default defineHostConfig({ dir: import.meta.dirname });
