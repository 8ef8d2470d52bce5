/**
 * A server-rendered page is on screen before the app has hydrated it; a click or a keystroke then is
 * lost (nothing listens yet). The shell marks <html data-app-ready> once the page is the app's (and
 * keeps controls from taking clicks until then: shell/src/ready). Every page the journeys drive waits
 * for that mark after goto/reload, so typing into a server-rendered field is never typed into nothing.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const APP_READY = 'html[data-app-ready]';

/** Makes `page.goto` and `page.reload` resolve only when the app has taken over the new document. */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = () => page.locator(APP_READY).waitFor({ state: 'attached' });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}

/** `test` whose `page` waits for the app after each navigation. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});
export { expect };
