/**
 * The shell's node build (dist/server/index.js, built from src/ssr/) loaded into the shell server.
 * Missing (an old build) → pages are rendered in the browser, as before, and that is logged once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { renderPage, warmUp } from '../src/ssr/render';

export interface Renderer {
  renderPage: typeof renderPage;
  warmUp: typeof warmUp;
}

export async function loadRenderer(distDir: string): Promise<Renderer | null> {
  const file = path.join(distDir, 'server', 'index.js');
  if (!existsSync(file)) {
    console.warn(`[shell] ${file} missing: pages render in the browser only (run the shell build)`);
    return null;
  }
  const mod = createRequire(import.meta.url)(file) as { renderer: Promise<Renderer> };
  return mod.renderer;
}
