/**
 * People of a multi-user journey: one browser context each (own cookie jar = own session), signed in
 * through the shell server exactly like a browser. Each page keeps a short log of what went wrong in
 * it (console errors, failed /v1 calls) so a failing step can print what every screen showed.
 */
import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { waitForAppOnNavigation } from './app-ready';
import { freshUser, signUpConfirmAndSignIn, type NewUser } from './users';

export interface Actor {
  name: string;
  context: BrowserContext;
  page: Page;
  /** Who is signed in (null: a guest). */
  user: Pick<NewUser, 'email' | 'password'> & Partial<NewUser>;
  /** Console errors and failed API calls seen by this actor's pages, newest last. */
  problems: string[];
}

const actors: Actor[] = [];

async function open(browser: Browser, baseURL: string, name: string): Promise<Omit<Actor, 'user'>> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // The referral panel copies to the clipboard (spec §8 toasts); reading it back needs the permission.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = waitForAppOnNavigation(await context.newPage());
  const problems: string[] = [];
  const note = (line: string) => problems.push(line.slice(0, 300)) > 30 && problems.shift();
  page.on('console', (m) => m.type() === 'error' && note(`console: ${m.text()}`));
  page.on('pageerror', (e) => note(`pageerror: ${e.message}`));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.status() >= 400 && /^\/(v1|uploads|remotes|s)\//.test(url.pathname))
      void res.text().then(
        (body) => note(`${res.request().method()} ${url.pathname}${url.search} → ${res.status()} ${body}`),
        () => note(`${res.request().method()} ${url.pathname} → ${res.status()}`),
      );
  });
  return { name, context, page, problems };
}

/** A new user, registered, confirmed by mail and signed in. */
export async function freshActor(
  browser: Browser,
  baseURL: string,
  mailDir: string,
  name: string,
): Promise<Actor> {
  const base = await open(browser, baseURL, name);
  const user = await signUpConfirmAndSignIn(base.context.request, baseURL, mailDir, freshUser(name));
  const actor = { ...base, user };
  actors.push(actor);
  return actor;
}

/** An existing account (e.g. the seeded admin), signed in. */
export async function signedInActor(
  browser: Browser,
  baseURL: string,
  name: string,
  credentials: { email: string; password: string },
): Promise<Actor> {
  const base = await open(browser, baseURL, name);
  const res = await base.context.request.post(`${baseURL}/v1/auth/sign_in`, {
    headers: { origin: new URL(baseURL).origin },
    data: credentials,
  });
  expect(res.status(), await res.text()).toBe(200);
  const actor = { ...base, user: credentials };
  actors.push(actor);
  return actor;
}

export async function guestActor(browser: Browser, baseURL: string, name: string): Promise<Actor> {
  const actor = { ...(await open(browser, baseURL, name)), user: { email: '', password: '' } };
  actors.push(actor);
  return actor;
}

/**
 * After a failed test, printed for every actor: its page's URL, visible text and the problems it
 * logged. Then closes the contexts.
 */
export async function reportAndCloseActors(testInfo: TestInfo): Promise<void> {
  const failed = testInfo.status !== testInfo.expectedStatus;
  for (const a of actors.splice(0)) {
    // Playwright's own screenshot-on-failure already covers every context made during the test.
    if (failed && !a.page.isClosed()) {
      const text = await a.page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((e: Error) => `(no text: ${e.message})`);
      console.log(
        [
          `──── ${a.name} (${a.user.email || 'guest'}) at ${a.page.url()}`,
          text.replace(/\n{2,}/g, '\n').slice(0, 1_500),
          ...(a.problems.length ? ['problems:', ...a.problems.map((p) => `  ${p}`)] : []),
        ].join('\n'),
      );
    }
    await a.context.close().catch(() => undefined);
  }
}
