/**
 * Byte budget of the reader's storefront: the JavaScript an article page downloads (empty cache, until
 * network idle), gzip -9 per file. Bytes are deterministic, so this is a test; times are benchmarks.
 * Issue target: ≤ 150 KB. Reached: 170 KB (from 338; 185 before the last cuts) with reviews, follow,
 * embeds and search on the reader; the owner's tools, the review form, the referral dialog, the other
 * reader pages, the drawer, dialogs and signed-in chrome load only for those who see them, English
 * texts only for an English page, the Module Federation runtime as tree-shaken ES modules. react-dom
 * (65 KB), the MF runtime in the shell (26 KB) and in the remote entry (9 KB), react-intl (15 KB) and
 * react-router (14 KB) are 129 KB of it (bench/results/bundle-size-*.md: what each file holds). This
 * budget keeps it from growing (bench/bundle-size.mjs prints the per-file table). 2026-11-26: 172 → 173 KB
 * for spec §9.8 on every page (the shell's loading bar and link-prefetch listener) and the owner's
 * under-review link, measured 172.5 KB after moving the review-diff and /confirm texts to their own chunks.
 * 2026-11-29: 173 → 174 KB (173.9 measured, 178,058 B from 176,805) for issues 39/40 on every page: a
 * distinct title for every route, the sign-up consent links, the one return-path rule, the money glossary
 * in the shell's texts (its ja chunk +282 B) and the reader's titles and review loading status.
 * 2026-11-29: 174 → 175 KB (174.3 measured, 178,479 B from 178,058) for issue 37's 「チップで応援する」
 * below every article's body: the button, its two texts in the reader's catalogue; the tip dialog itself
 * is a chunk of mf-commerce loaded on the first press.
 */
import { expect, test } from './support/app-ready';
import { routeScripts, totalGz } from '../scripts/lib/route-js.mjs';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { reportAndCloseActors, signedInActor } from './support/actors';
import { findPaidDemoArticles } from './support/articles';
import { editorSurface } from './support/editor-ui';
import { e2eState } from './support/state';

const ARTICLE_ROUTE_JS_BUDGET = 175 * 1024;
/**
 * The editor before it is usable (signed in, empty cache): 421.6 KB gz before issue 23, 239.6 KB after
 * (preview/publish, lists, eyecatch crop, upload rules, the sanitiser and the Effect client on demand),
 * 232.7 KB on 2026-11-26 (@shirube/domain is side-effect free, so the first load takes only the rules it
 * uses instead of all of domain/core: −5.6 KB; the texts of the other editor pages load with them: −1.8).
 * Issue target 200 KB, not reached: the signed-in shell is 144.5 KB (react-dom 65, shell entry with the
 * MF runtime 26, react-intl 15, react-router 14, shell 12, jotai 3, react 3, ui 3, header 3) and
 * ProseMirror 64 (view 29, model 13, transform 10), 208 KB before the remote entry (9) and the editor
 * itself (15): the rest needs a smaller shell (e.g. react-intl without its message parser). Since 1a0e86a
 * /a/draft is server-rendered: its title and body take typing from the first paint, before any of this
 * JavaScript has run; these bytes are what the toolbar and ProseMirror need (232.9 KB on 2026-11-26).
 * 234 → 235 KB (234.1 measured) for the admin pages' 管理 group in the signed-in user menu and drawer
 * (179fab2) and the preview/edit bar's two phone icons (644722f); back to 234 KB (233.8 measured, 239,399 B
 * from 239,700) now that the 管理 group, its links and ja/en texts load in their own chunk for admins only.
 * 2026-11-29: 234 → 235 KB (234.9 measured, 240,503 B from 239,441) for the same texts and rules of issues
 * 39/40 in the shell and the editor's pages (the one return-path rule, titles, the take-home wording).
 * 2026-11-29 (later): 235 → 236 KB (235.0 measured, 240,649 B from 240,503: 9 B over) for what the shell's
 * first load gained with issues 37/38 — the magazine page's route in the route table and the remotes loader
 * reading a version from a bucket URL (REMOTES_BASE_URL); the editor's マガジン tab is a chunk of its own.
 */
const EDITOR_ROUTE_JS_BUDGET = 236 * 1024;

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('an article page downloads at most the budgeted JavaScript, and no Effect client', async ({ page }) => {
  const [article] = await findPaidDemoArticles(e2eState().apiUrl, 1);
  const scripts = await routeScripts(page, `/u/${article.authorAccount}/a/${article.id}`);
  const total = totalGz(scripts);
  const table = scripts.map((s) => `${(s.gz / 1024).toFixed(1)} KB ${s.url}`).join('\n');
  expect(total, `article route JS ${(total / 1024).toFixed(1)} KB gz:\n${table}`).toBeLessThanOrEqual(
    ARTICLE_ROUTE_JS_BUDGET,
  );
  // Reading never downloads the API contract client (Effect): the reader uses a thin typed fetch.
  for (const s of scripts) {
    const body = await (await page.request.get(s.url)).text();
    expect(body, s.url).not.toContain('HttpApiClient');
  }
});

test('the editor (a new draft and an edit page) downloads at most the budgeted JavaScript', async ({
  browser,
  baseURL,
}) => {
  const [article] = await findPaidDemoArticles(e2eState().apiUrl, 1);
  const owner = demoUsers.find((u) => u.account === article.authorAccount)!;
  for (const path of ['/a/draft', `/a/${article.id}/edit`]) {
    // A new context per route: an empty cache, signed in through the API (no page loaded before).
    const author = await signedInActor(browser, baseURL!, `author ${path}`, {
      email: owner.email,
      password: DEMO_PASSWORD,
    });
    const scripts = await routeScripts(author.page, path);
    await expect(editorSurface(author.page)).toBeEditable();
    const total = totalGz(scripts);
    const table = scripts.map((s) => `${(s.gz / 1024).toFixed(1)} KB ${s.url}`).join('\n');
    expect(total, `${path} JS ${(total / 1024).toFixed(1)} KB gz:\n${table}`).toBeLessThanOrEqual(
      EDITOR_ROUTE_JS_BUDGET,
    );
  }
});
