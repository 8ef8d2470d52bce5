// GET /v1/og_covers/{id}/{key}.png — the og:image of an article without an eyecatch: a 1200×630
// PNG, the title on the category's gradient (the same pair as the reader's generated card cover,
// @shirube/domain cover.ts) in Noto Sans JP (the font the receipts embed), drawn by sharp (SVG
// background + Pango text with the font file). `key` follows the title and the category
// (ogCoverPath), so the answer is immutable; an old key redirects to the current one. Rendered
// once per key into DATA_DIR/og-covers. Only readable articles (anonymous visibility) get one.
import { coverColourPair, ogCoverPath } from '@shirube/domain/core';
import { messages } from '@shirube/i18n';
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { loadArticle } from '../articles/queries';
import { visibilityError } from '../articles/visibility';
import type { AppServices } from '../context';
import { jsonResponse } from '../http/plain-route';

const require = createRequire(import.meta.url);
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf');
export const OG_COVER = { width: 1200, height: 630 };
const PAD = 80;
const TITLE_MAX_CHARS = 90;
const SITE_NAME = messages.ja['common.siteName'];

const markup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(content: string, points: number, width: number) {
  return sharp({
    text: {
      text: `<span foreground="#ffffff">${markup(content)}</span>`,
      font: `Noto Sans JP Bold ${points}`,
      fontfile: FONT_BOLD,
      width,
      dpi: 144,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

export async function renderOgCover(
  id: number,
  title: string,
  category: { slug: string; name: string } | null,
  siteName = SITE_NAME,
): Promise<Buffer> {
  const [from, to] = coverColourPair(category, id);
  const { width, height } = OG_COVER;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
  );
  const chars = [...title.trim()];
  const shown = chars.length > TITLE_MAX_CHARS ? chars.slice(0, TITLE_MAX_CHARS - 1).join('') + '…' : title;
  const heading = await text(shown || siteName, chars.length > 48 ? 24 : 30, width - PAD * 2);
  const footer = await text(category ? `${siteName} ・ ${category.name}` : siteName, 12, width - PAD * 2);
  const footerTop = height - PAD + 20 - footer.info.height;
  const headingTop = Math.max(PAD - 20, Math.round((footerTop - heading.info.height) / 2));
  return sharp(background)
    .composite([
      { input: heading.data, left: PAD, top: headingTop },
      { input: footer.data, left: PAD, top: footerTop },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const PATH = /^\/v1\/og_covers\/(\d{1,10})\/([0-9a-z]{1,16})\.png$/;

export const ogCoverRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/og_covers/*', (request) =>
    Effect.promise(async () => {
      const notFound = jsonResponse(404, { code: 'not_found', message: 'No cover here' });
      const m = PATH.exec(new URL(request.url, 'http://x').pathname);
      if (!m) return notFound;
      const record = await loadArticle(services.db, Number(m[1]));
      if (!record || visibilityError(record, { user: null, purchasedAt: null })) return notFound;
      const { article, category } = record;
      const current = ogCoverPath(article.id, article.title, category);
      if (!current.endsWith(`/${m[2]}.png`)) {
        return HttpServerResponse.empty({
          status: 302,
          headers: { location: current, 'cache-control': 'no-cache' },
        });
      }
      const dir = path.join(services.config.dataDir, 'og-covers');
      const file = path.join(dir, `${article.id}-${m[2]}.png`);
      let png: Uint8Array | null = await readFile(file).catch(() => null);
      if (!png) {
        const made = await renderOgCover(article.id, article.title, category);
        await mkdir(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, made);
        png = made;
        await rename(tmp, file); // atomic: a concurrent reader sees the whole file or none
      }
      return HttpServerResponse.uint8Array(png, {
        contentType: 'image/png',
        headers: {
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      });
    }),
  );
