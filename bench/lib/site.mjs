// What the browser benches share: Debian's Chromium, headless, and the demo article a reader lands on.
import { chromium } from 'playwright-core';

/** Headless Chromium (CHROMIUM_PATH or Debian's), with any extra command-line switches. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...extraArgs],
  });
}

/** The path of the first paid article of the running site's list (any article if none is paid). */
export async function paidArticlePath(base) {
  const { data } = await (await fetch(`${base}/v1/articles`)).json();
  const article = data.find((a) => a.price > 0) ?? data[0];
  return `/u/${article.user.account}/a/${article.id}`;
}
