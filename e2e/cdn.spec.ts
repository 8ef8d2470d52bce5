/**
 * Issue 38 item 3: a CDN in front of reader pages, with nginx's proxy_cache as the stand-in
 * (deploy/nginx/several-processes.conf) in front of two shell servers of this spec's own, on the setup's
 * API and release store. A signed-out article is kept and served from the cache (304 on its ETag); a
 * buyer's paid part never reaches anyone else through it, even when the buyer asks first; referral
 * links are never kept; a price change reaches the cached page within s-maxage + stale-while-revalidate.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { fillNginxTemplate, startNginx } from '../scripts/lib/nginx.mjs';
import { stopChild } from '../scripts/lib/procs.mjs';
import { findPaidDemoArticle, type PaidArticle } from './support/articles';
import { authorAndAdmin, demoAuthor, publishedArticle, saleSettings } from './support/author-api';
import { reportAndCloseActors } from './support/actors';
import { ports } from './support/ports';
import { startShell, type SpecShell } from './support/shell-server';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

/** Short, so the price change below shows within seconds; production's default is 30. */
const SHARED_CACHE_S = 5;
const cdnUrl = `http://127.0.0.1:${ports.cdnNginx}`;

let shells: SpecShell[] = [];
let nginx: ChildProcess | null = null;
let nginxLines: string[] = [];
let article: PaidArticle;
const contexts: APIRequestContext[] = [];

/** A client of its own (own cookie jar): a guest until it signs in. */
async function client(): Promise<APIRequestContext> {
  const c = await newRequest.newContext({ baseURL: cdnUrl, maxRedirects: 0 });
  contexts.push(c);
  return c;
}

const articlePath = (a: { authorAccount: string; id: number }) => `/u/${a.authorAccount}/a/${a.id}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { tmpDir, apiUrl } = e2eState();
  shells = await Promise.all(
    ports.cdnShells.map((port, i) =>
      startShell(`cdn-shell-${i + 1}`, port, undefined, {
        SHARED_CACHE_S: String(SHARED_CACHE_S),
        SITE_URL: cdnUrl,
      }),
    ),
  );
  // Inside the setup's tmp dir (0755): nginx's workers (www-data) write the cache there.
  const prefix = path.join(tmpDir, 'cdn-nginx');
  await mkdir(prefix, { recursive: true, mode: 0o755 });
  const conf = fillNginxTemplate('several-processes.conf', prefix, {
    LISTEN: `127.0.0.1:${ports.cdnNginx}`,
    API_LISTEN: `127.0.0.1:${ports.cdnNginxApi}`,
    SHELLS: ports.cdnShells.map((p) => `server 127.0.0.1:${p};`).join(' '),
    APIS: `server ${new URL(apiUrl).host};`,
    BALANCERS: '',
  });
  nginxLines = [];
  nginx = startNginx(conf, { onLine: (l: string) => nginxLines.push(l) });
  await expect
    .poll(async () => (await fetch(`${cdnUrl}/remotes.json`).catch(() => null))?.status ?? 0)
    .toBe(200);
  article = await findPaidDemoArticle(apiUrl);
  // The reader's node container loads after a shell starts: wait until the article is server-rendered.
  for (const shell of shells)
    await expect
      .poll(
        async () =>
          (await (await fetch(`${shell.url}${articlePath(article)}`)).text()).includes(article.freeText),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
});

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
  if (nginx) await stopChild(nginx);
  await Promise.all(shells.map((s) => s.stop()));
  expect(nginxLines.join('\n')).not.toMatch(/\[(emerg|crit|alert)\]/);
});

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('a signed-out article is kept and served from the cache, and revalidated with its ETag', async () => {
  const guest = await client();
  // A query of its own: a cold entry whatever ran before.
  const url = `${articlePath(article)}?cdn=${Date.now()}`;
  const first = await guest.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe(
    `public, max-age=0, s-maxage=${SHARED_CACHE_S}, stale-while-revalidate=${SHARED_CACHE_S}`,
  );
  expect(first.headers()['x-cache-status']).toBe('MISS');
  const second = await guest.get(url);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^W\//);
  const revalidated = await guest.get(url, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  // The shell servers themselves answer a matching ETag with 304 too (what nginx's revalidation asks).
  const origin = await fetch(`${shells[0]!.url}${url}`, { headers: { 'if-none-match': etag } });
  expect(origin.status).toBe(304);
});

test('a buyer’s paid part never reaches anyone else through the cache', async () => {
  const { mailDir } = e2eState();
  const buyer = await client();
  await signUpConfirmAndSignIn(buyer, cdnUrl, mailDir, freshUser('cdnbuy'));
  const token = await buyer.post('/v1/payment/sandbox/tokens', {
    headers: { origin: cdnUrl },
    data: { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const charge = await buyer.post('/v1/payment/veritrans/charge', {
    headers: { origin: cdnUrl, 'idempotency-key': `e2e-cdn-${Date.now()}` },
    data: { articleId: article.id, token: (await token.json()).token },
  });
  expect(charge.status(), await charge.text()).toBe(200);

  // The buyer asks first, twice, on a cold URL: their page is personal and bypasses the cache.
  const url = `${articlePath(article)}?cdn-buyer=${Date.now()}`;
  for (let i = 0; i < 2; i++) {
    const mine = await buyer.get(url);
    expect(await mine.text()).toContain(article.paidText);
    expect(mine.headers()['cache-control']).toBe('private, no-store');
    expect(mine.headers()['x-cache-status']).toBe('BYPASS');
  }
  // A guest and another signed-in reader then get the free part only, from the cache or not.
  const guest = await client();
  const other = await client();
  await signUpConfirmAndSignIn(other, cdnUrl, mailDir, freshUser('cdnother'));
  for (const [who, c] of [
    ['guest', guest],
    ['guest again (kept copy)', guest],
    ['another reader', other],
  ] as const) {
    const res = await c.get(url);
    const html = await res.text();
    expect([who, res.status(), html.includes(article.freeText)]).toEqual([who, 200, true]);
    expect([who, html.includes(article.paidText)]).toEqual([who, false]);
  }
  // The buyer still sees their part (the guest's kept copy is never served to a session either).
  expect(await (await buyer.get(url)).text()).toContain(article.paidText);
});

test('referral links set a cookie and are never kept', async () => {
  const { mailDir } = e2eState();
  const affiliate = await client();
  const user = await signUpConfirmAndSignIn(affiliate, cdnUrl, mailDir, freshUser('cdnref'));
  const issued = await affiliate.post('/v1/share_links', {
    headers: { origin: cdnUrl },
    data: { articleId: article.id, userAccount: user.account },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  const code = (await issued.json()).affiliateUid as string;
  for (const link of [`/s/${code}`, `${articlePath(article)}?ref=${code}`]) {
    for (let i = 0; i < 2; i++) {
      // A new visitor each time: no cookie, so nothing but the response's own headers keeps it out.
      const visitor = await client();
      const res = await visitor.get(link);
      expect([link, res.status()]).toEqual([link, 302]);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(res.headers()['set-cookie']).toMatch(/^shirube_session=/);
      expect(res.headers()['x-cache-status']).not.toBe('HIT');
    }
  }
});

test('a price change reaches the cached page within s-maxage + stale-while-revalidate', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const actors = await authorAndAdmin(browser, cdnUrl);
  const title = `CDNの検証 ${Date.now()}`;
  const { id, call } = await publishedArticle(actors, cdnUrl, {
    title,
    body: ['<p>無料の部分です。</p>', '<p>有料の部分です。</p>'],
    price: 500,
  });
  const url = articlePath({ authorAccount: demoAuthor.account, id });
  const guest = await client();
  const price = async () => /"price":(\d+)/.exec(await (await guest.get(url)).text())?.[1];
  expect(await price()).toBe('500');
  expect((await guest.get(url)).headers()['x-cache-status']).toBe('HIT');

  await call(actors.author.context.request, 'patch', `/v1/articles/${id}/quick_edit`, saleSettings(800));
  // Until s-maxage + stale-while-revalidate have passed the old page may still be served; then never.
  await expect.poll(price, { timeout: 2 * SHARED_CACHE_S * 1000 + 10_000 }).toBe('800');
});
