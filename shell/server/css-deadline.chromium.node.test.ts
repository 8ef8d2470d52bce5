import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { deadlineStylesheets } from './css-deadline';

jest.setTimeout(60_000);

// In Chromium (the e2e's, /usr/bin/chromium): a page whose remote stylesheet does not come paints its
// header anyway once the deadline has passed, and takes the styles when they arrive. The stylesheet is
// held by the test, not delayed by a time: without the deadline the page would never paint.
let browser: Browser;
let server: http.Server;
const held: http.ServerResponse[] = [];
let released = false;
const sendCss = (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/css' });
  res.end('header { color: rgb(255, 0, 0) }');
};
beforeAll(async () => {
  const head = deadlineStylesheets(['/remote.css'], 300).join('');
  server = http.createServer((req, res) => {
    // (The copy the deadline puts in its place may ask again: answered as the first once released.)
    if (req.url === '/remote.css') return void (released ? sendCss(res) : held.push(res));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head>${head}</head><body><header>しるべ</header></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({
    executablePath: process.env.SHIRUBE_SMOKE_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await browser?.close();
  server?.close();
});

test("a remote stylesheet that does not come does not keep the shell's header off the screen", async () => {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(held.length).toBeGreaterThan(0);
  released = true;
  for (const res of held.splice(0)) sendCss(res);
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('header')!).color === 'rgb(255, 0, 0)',
  );
});
