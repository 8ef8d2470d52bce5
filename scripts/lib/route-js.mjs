// The JavaScript a page really makes the browser download: every script response Chromium receives
// while the page loads and hydrates (network idle), each measured as gzip -9 of its body — the same
// bytes the server sends precompressed. Used by bench/bundle-size.mjs and the byte-budget e2e test.
import { gzipSync } from 'node:zlib';

/** `page`: a Playwright page (fresh context: empty cache). Returns the scripts, largest first. */
export async function routeScripts(page, url) {
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.push(res);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sized = await Promise.all(
    scripts.map(async (res) => ({
      url: new URL(res.url()).pathname,
      gz: gzipSync(await res.body(), { level: 9 }).length,
    })),
  );
  return sized.sort((a, b) => b.gz - a.gz);
}

export const totalGz = (scripts) => scripts.reduce((n, s) => n + s.gz, 0);
