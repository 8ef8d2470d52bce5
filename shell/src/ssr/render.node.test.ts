// Issue 23: a server-rendered page bigger than React's default progressive chunk (12.8 KB) — the top
// page's cards behind the reader's lazy page (mf-reader/src/lib/lazyPage.tsx: Suspense > lazy) — is in
// the HTML where it paints, never in a `<div hidden id="S:…">` template revealed later by React's
// inline script (its 300 ms throttle hid the top page's cards after first paint).
// The shell's real renderer (App, RemotePage's Suspense); the remote's `./pages` are the test's own.
import type { PassThrough } from 'node:stream';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { ServerRenderablePage } from '@shirube/shell-contract';
import { renderPage } from './render';

const CARDS = 200;
const cardTitle = (i: number) => `カード${i}の記事タイトル — 投資のはじめかた`;

function Cards() {
  return createElement(
    'ul',
    { 'data-testid': 'cards' },
    Array.from({ length: CARDS }, (_, i) =>
      createElement(
        'li',
        { key: i },
        createElement('a', { href: `/u/author${i}/a/${i}` }, createElement('h2', null, cardTitle(i))),
        createElement('p', null, '著者の名前 · 2026年11月26日 · ★4.5 (12) · ¥500'),
      ),
    ),
  );
}

/** Built as mf-reader's lazyPage builds every page but the article: its own Suspense boundary. */
function lazyTopPage(): ServerRenderablePage {
  const Lazy = lazy(async () => ({ default: Cards as ComponentType }));
  const Page = () => createElement(Suspense, { fallback: null }, createElement(Lazy));
  return Object.assign(Page, {
    loadServerData: async () => ({ status: 200, state: {} }),
  }) as unknown as ServerRenderablePage;
}

const read = (stream: PassThrough) =>
  new Promise<string>((resolve, reject) => {
    let html = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (html += chunk));
    stream.on('end', () => resolve(html));
    stream.on('error', reject);
  });

it("the top page's cards (over 12.8 KB, behind a lazy page's Suspense) are inline, not in a hidden template", async () => {
  const result = await renderPage(
    {
      url: '/',
      session: { status: 'signedOut' },
      remoteEntry: 'http://remotes.invalid/mf_reader/remoteEntry.js',
      remoteVersion: '1.0.0',
      fetch: async () => new Response('{}'),
      signal: new AbortController().signal,
      nonce: 'n0nce',
    },
    async () => ({ TopPage: lazyTopPage() }),
  );
  if (result.kind !== 'html') throw new Error(`rendered in the browser: ${JSON.stringify(result)}`);
  const html = await read(result.stream);
  const cards = html.slice(html.indexOf('<ul data-testid="cards">'));
  expect(cards.length).toBeGreaterThan(12_800);
  for (const i of [0, CARDS / 2, CARDS - 1]) expect(html).toContain(cardTitle(i));
  // No outlined boundary: no hidden segment, no completion script (`$RC`) to reveal it.
  // (booleans: a failure would print the whole page)
  expect(/<div hidden id="S:/.test(html)).toBe(false);
  expect(html.includes('$RC') || html.includes('$RV')).toBe(false);
  // The cards sit in the page's mount, in document order.
  expect(html.indexOf('data-remote-mount="mf_reader"')).toBeLessThan(html.indexOf(cardTitle(0)));
});
