/**
 * Issue 40's check "axe serious/critical 0 on every route in the walk, at 1280 and 390 px": every route
 * of the shell's route table (remote pages and the shell's own, read from shell/src/routes/routeTable.ts,
 * so a new route is walked without editing this file), each help page the footer links to, and a 404,
 * opened by the role that uses it — an admin for /admin/*, the seeded author sato for the signed-in
 * pages (his own article for the editor's :id), a guest for the rest — in one browser context per role
 * and width, the page reused from route to route. axe-core's WCAG 2 A/AA rules; every route is walked
 * before the test fails, so one run names every page that needs a fix. On a site of its own (a copy of
 * the seeded database and of the published releases, support/walk-site.ts) and on a Playwright worker of
 * its own (playwright.config.ts, project `walk`), beside the journeys.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { remoteRoutes, shellRoutePaths } from '../shell/src/routes/routeTable';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForAppOnNavigation } from './support/app-ready';
import { someMagazineOf } from './support/magazines';
import { startWalkSite, type WalkSite } from './support/walk-site';

type Role = 'guest' | 'seller' | 'admin';

const NOT_FOUND = '/no-such-page-axe-walk';

const SELLER = demoUsers.find((u) => u.account === 'sato')!;
const ADMIN = demoUsers.find((u) => u.isAdmin)!;

/** Who opens a route: the admin's pages as the admin, other signed-in pages as the author sato. */
function roleOf(path: string): Role {
  if (path.startsWith('/admin')) return 'admin';
  const route = remoteRoutes.find((r) => r.path === path);
  if (route?.guard === 'protected' || path === '/settings') return 'seller';
  return 'guest';
}

async function openAs(browser: Browser, baseURL: string, role: Role, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width, height: width > 600 ? 900 : 844 },
  });
  const page = trackRequests(waitForAppOnNavigation(await context.newPage()));
  if (role !== 'guest') {
    const who = role === 'admin' ? ADMIN : SELLER;
    const res = await context.request.post('/v1/auth/sign_in', {
      headers: { origin: new URL(baseURL).origin },
      data: { email: who.email, password: DEMO_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return page;
}

/** The values a route's parameters take in the walk: a route with any other parameter fails here,
 *  so whoever adds it says what to open. */
async function paramValues(page: Page, seller: Page, baseURL: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/v1/users/${SELLER.account}/articles`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: Array<{ id: number; price: number }> };
  const article = data.find((a) => a.price > 0) ?? data[0];
  expect(article, `${SELLER.account} has a published article`).toBeDefined();
  // The magazine page (issue 37): one of the seller's, made through the API when the seed has none.
  const magazineId = await someMagazineOf(seller.request, baseURL, SELLER.account, [article!.id]);
  return { account: SELLER.account, id: String(article!.id), magazineId: String(magazineId) };
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in values))
      throw new Error(`axe walk: no value for :${name} in ${path} (add it to paramValues)`);
    return values[name];
  });
}

/** Every path of the walk with its role: the route table, the help topics the footer links, a 404. */
async function walk(
  guestPage: Page,
  seller: Page,
  baseURL: string,
): Promise<Array<{ path: string; role: Role }>> {
  const values = await paramValues(guestPage, seller, baseURL);
  await guestPage.goto('/');
  const helpLinks = await guestPage
    .locator('footer a[href^="/help/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(helpLinks.length, 'the footer links help pages').toBeGreaterThan(0);
  const paths = [...remoteRoutes.map((r) => r.path), ...shellRoutePaths.filter((p) => !p.includes(':'))].map(
    (p) => fill(p, values),
  );
  paths.push(...new Set(helpLinks), NOT_FOUND);
  expect(shellRoutePaths.filter((p) => p.includes(':') && p !== '/help/:topic')).toEqual([]);
  return paths.map((path) => ({ path, role: roleOf(path) }));
}

/** Each walked page's requests in flight, so that a route whose network never goes quiet names them. */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page): Page {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return page;
}

/** Loaded: the app took over (goto waits), the network is quiet and nothing is marked busy. */
async function settle(page: Page, path: string) {
  await page.waitForLoadState('networkidle').catch((error: unknown) => {
    // A walk failed once on a loaded CI machine (2026-11-30) with only Playwright's timeout to go on.
    const pending = [...(inFlight.get(page) ?? [])].map((r) => `${r.method()} ${r.url()}`);
    throw new Error(`${path}: the network did not go quiet; in flight: ${pending.join(', ') || 'none'}`, {
      cause: error,
    });
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

let site: WalkSite;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startWalkSite();
});
test.afterAll(async () => {
  const violations = site?.cspViolations() ?? [];
  await site?.stop();
  expect(violations, 'CSP violations the walk site logged').toEqual([]);
});

for (const width of [1280, 390]) {
  test(`axe finds nothing serious on any route at ${width} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    const baseURL = site.shellUrl;
    const pages: Record<Role, Page> = {
      guest: await openAs(browser, baseURL, 'guest', width),
      seller: await openAs(browser, baseURL, 'seller', width),
      admin: await openAs(browser, baseURL, 'admin', width),
    };
    try {
      const routes = await walk(pages.guest, pages.seller, baseURL);
      const found: Record<string, string[]> = {};
      const titles = new Map<string, string>();
      for (const { path, role } of routes) {
        const page = pages[role];
        await page.goto(path);
        await settle(page, path);
        // The page itself was checked, not a remote's failure card.
        await expect(page.locator('[data-remote-failed]'), path).toHaveCount(0);
        titles.set(path, await page.title());
        const serious = await seriousViolations(page);
        if (serious.length > 0) found[`${path} as ${role}`] = serious;
      }
      // And no route of the table fell through to the 404 (an unknown :param value would).
      const notFound = titles.get(NOT_FOUND);
      expect([...titles].filter(([p, t]) => p !== NOT_FOUND && t === notFound).map(([p]) => p)).toEqual([]);
      expect(found, `axe serious/critical at ${width} px on ${routes.length} routes`).toEqual({});
    } finally {
      for (const page of Object.values(pages)) await page.context().close();
    }
  });
}
