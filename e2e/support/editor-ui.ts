/**
 * The author's side of the journey in mf-editor: write at /a/draft (ProseMirror, toolbar, image,
 * paywall marker), save, preview, publish settings with the take-home, publish; the admin's review
 * queue. Selectors are roles + the Japanese names from @shirube/i18n (ids listed in e2e/CONTEXT.md).
 */
import { expect, type Page } from '@playwright/test';
import { imageSize, makePng, type ImageSize } from './images';
import { msg, yen } from './i18n';

export interface ArticleText {
  title: string;
  /** Typed through IME composition: [reading, conversion] pairs. */
  intro: ReadonlyArray<[string, string]>;
  heading: string;
  listItems: string[];
  boldWord: string;
  paid: string;
}

/** The editable ProseMirror surface (role textbox named 本文). */
export const editorSurface = (page: Page) =>
  page.getByRole('textbox', { name: msg('editor.draft.body'), exact: true });

const toolbarButton = (page: Page, id: string) =>
  page.getByRole('toolbar').getByRole('button', { name: msg(id), exact: true });

/**
 * Japanese typed the way an input method sends it: each reading is composed (compositionstart /
 * update, the underlined kana), then committed as its conversion — through Chromium's own IME path.
 */
export async function typeWithIme(page: Page, segments: ReadonlyArray<[reading: string, converted: string]>) {
  // Count the composition sessions the page really saw, so a silent fallback to plain text is caught.
  await page.evaluate(() => {
    const w = window as unknown as { __imeEnds?: number };
    w.__imeEnds = 0;
    document.addEventListener('compositionend', () => (w.__imeEnds = (w.__imeEnds ?? 0) + 1));
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const [reading, converted] of segments) {
      for (let i = 1; i <= reading.length; i++) {
        await cdp.send('Input.imeSetComposition', {
          text: reading.slice(0, i),
          selectionStart: i,
          selectionEnd: i,
        });
      }
      await cdp.send('Input.insertText', { text: converted });
    }
  } finally {
    await cdp.detach();
  }
  const ends = await page.evaluate(() => (window as unknown as { __imeEnds?: number }).__imeEnds);
  expect(ends, 'compositionend events').toBe(segments.length);
}

/** Post button → guideline → agree → /a/draft: an empty editor, no draft on the server yet (issue 23). */
export async function startDraft(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: msg('shell.header.post') }).click();
  const dialog = page.getByRole('dialog', { name: msg('shell.guideline.title') });
  await dialog.getByRole('button', { name: msg('shell.guideline.agree') }).click();
  await expect(page).toHaveURL(/\/a\/draft$/);
  await expect(editorSurface(page)).toBeEditable();
}

/** After the first keystrokes on /a/draft: the first save made the draft and the address is /a/{id}/edit. */
export async function createdDraftId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/a\/\d+\/edit$/);
  return Number(/\/a\/(\d+)\/edit$/.exec(page.url())![1]);
}

/**
 * Types the article through the editor (keyboard events and IME-like insertText, never fill), with an
 * h2, a bullet list, a bold word, an uploaded image and the paywall marker before the paid paragraph.
 * Returns the image's size as the browser sent it (POST /v1/items) and as the site stores it.
 */
export async function writeArticle(
  page: Page,
  text: ArticleText,
  image: { width: number; height: number },
): Promise<{ sent: SentImage; stored: ImageSize }> {
  await page.getByRole('textbox', { name: msg('editor.draft.title'), exact: true }).click();
  await page.keyboard.insertText(text.title);

  const body = editorSurface(page);
  await body.click();
  await typeWithIme(page, text.intro);
  await expect(body.locator('p').first()).toHaveText(text.intro.map(([, c]) => c).join(''));
  await page.keyboard.press('Enter');

  await toolbarButton(page, 'editor.toolbar.h2').click();
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');

  await toolbarButton(page, 'editor.toolbar.bulletList').click();
  for (const item of text.listItems) {
    await page.keyboard.insertText(item);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter'); // an empty item leaves the list

  await page.keyboard.insertText('ここに');
  await toolbarButton(page, 'editor.toolbar.bold').click();
  await page.keyboard.insertText(text.boldWord);
  await toolbarButton(page, 'editor.toolbar.bold').click();
  await page.keyboard.insertText('があります。');
  await page.keyboard.press('Enter');

  await watchUploads(page);
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/v1/items') && r.request().method() === 'POST',
  );
  const chooser = page.waitForEvent('filechooser');
  await toolbarButton(page, 'editor.toolbar.image').click();
  await (
    await chooser
  ).setFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(image.width, image.height) });
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(200);
  const url = ((await upload.json()) as { data: { url: string } }).data.url;
  await expect(body.locator(`img[src="${url}"]`)).toBeVisible();

  // The marker goes after the image's paragraph; the cursor lands in the first paid paragraph.
  await body.press('Control+End');
  await toolbarButton(page, 'editor.toolbar.paywall').click();
  await expect(body.getByTestId('paywall-marker')).toHaveCount(1);
  await page.keyboard.insertText(text.paid);

  for (const t of [text.heading, ...text.listItems, text.boldWord, text.paid])
    await expect(body).toContainText(t);
  await expect(body.locator('h2')).toHaveText(text.heading);
  await expect(body.locator('ul > li')).toHaveCount(text.listItems.length);
  await expect(body.locator('strong')).toHaveText(text.boldWord);

  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  return { sent: await sentImage(page), stored: imageSize(await file.body()) };
}

interface SentImage {
  type: string;
  width: number;
  height: number;
}
type UploadWatch = Window & { __sentImage?: Promise<SentImage> };

/**
 * Watches the page's image upload (XHR or fetch with a FormData `image` part) and measures the file
 * the browser really sends — CDP does not expose multipart file bodies to Playwright.
 */
async function watchUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as UploadWatch;
    const measure = (body: unknown) => {
      const file = body instanceof FormData ? body.get('image') : null;
      if (file instanceof Blob)
        w.__sentImage = createImageBitmap(file).then((b) => ({
          type: file.type,
          width: b.width,
          height: b.height,
        }));
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      measure(body);
      return send.call(this, body);
    };
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      measure(init?.body);
      return fetch(input, init);
    };
  });
}

async function sentImage(page: Page): Promise<SentImage> {
  const sent = await page.evaluate(() => (window as UploadWatch).__sentImage ?? null);
  expect(sent, 'the page uploaded a FormData `image` part').not.toBeNull();
  return sent!;
}
export interface SavedDraft {
  title: string;
  body: string[];
  payArticleLine: number;
}

/** 下書き保存 in the app bar; answers the draft as the API stored it. */
export async function saveDraft(page: Page, id: number): Promise<SavedDraft> {
  await page.getByRole('button', { name: msg('editor.header.save'), exact: true }).click();
  await expect(page.getByText(msg('editor.saved'))).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const res = await page.request.get(`/v1/articles/${id}/draft`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SavedDraft }).data;
}

export interface PublishSettings {
  price: number;
  salesCount: number;
  affiliatePercent: number;
}

/** Preview → 公開設定 → fill → the take-home shows → publish (asks for review) → /my_articles. */
export async function previewAndPublish(
  page: Page,
  id: number,
  settings: PublishSettings,
  split: { price: number; platformFee: number; affiliateCommission: number; sellerShare: number },
  paidLines: number,
): Promise<void> {
  await page.getByRole('button', { name: msg('editor.header.preview'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${id}/preview$`));
  await expect(page.getByText(msg('editor.preview.banner'))).toBeVisible();
  await expect(page.getByTestId('preview-paywall')).toHaveText(
    msg('editor.preview.paid', { count: paidLines }),
  );

  await page.getByTestId('open-publish-settings').click();
  const form = page.getByRole('dialog', { name: msg('editor.publish.title') });
  await form.getByLabel(msg('editor.publish.price'), { exact: true }).fill(String(settings.price));
  await form.getByLabel(msg('editor.publish.salesCount'), { exact: true }).fill(String(settings.salesCount));
  await form
    .getByLabel(msg('editor.publish.affiliateRate'), { exact: true })
    .fill(String(settings.affiliatePercent));
  // One sale's 受取額: `split` is the referred sale when it has a commission, else the direct one.
  const kind = split.affiliateCommission > 0 ? 'referred' : 'direct';
  const takeHome = form.getByTestId(`take-home-${kind}`);
  await expect(form.getByTestId('take-home')).toContainText(msg('editor.publish.takeHome'));
  await expect(takeHome).toContainText(
    msg(`editor.publish.takeHome.${kind}`, { amount: yen(split.sellerShare) }),
  );
  await expect(takeHome).toContainText(
    msg(`editor.publish.breakdown.${kind}`, {
      price: yen(split.price),
      fee: yen(split.platformFee),
      commission: yen(split.affiliateCommission),
    }),
  );

  const published = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/articles/${id}/publish`) && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: msg('editor.publish.submit'), exact: true }).click();
  const res = await published;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByText(msg('editor.publish.done'))).toBeVisible();
  await expect(page).toHaveURL(/\/my_articles$/);
}

/** Admin: /admin/reviews → the item with this title → approve. */
export async function approveInReviewQueue(page: Page, title: string): Promise<void> {
  await page.goto('/admin/reviews');
  const item = page.getByTestId('review-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  const approved = page.waitForResponse(
    (r) => /\/v1\/admin\/articles\/\d+\/approve$/.test(r.url()) && r.request().method() === 'POST',
  );
  await item.getByRole('button', { name: msg('editor.review.approve'), exact: true }).click();
  const res = await approved;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByText(msg('editor.review.approved'))).toBeVisible();
  await expect(item).toHaveCount(0);
}
