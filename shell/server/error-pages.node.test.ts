// The server HTML of an error page (issue 7): a page that throws the contract's PageError during the
// SERVER render (404 missing user/article, under review, 410/403 from the API) and a path no route knows
// arrive with the status AND the shell's one error page in #root — readable with JavaScript off — plus
// the payload's `pageError`, from which the browser's first render draws the same page (hydration).
// The shell's real renderer from src/ssr (App, RemotePage, error boundary, ErrorPage); the remote's
// `./pages` are the test's own, behaving as the reader's do (loadServerData → status; render throws).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { useParams } from 'react-router';
import { messages } from '@shirube/i18n';
import { PageError, type ServerRenderablePage } from '@shirube/shell-contract';
import { renderPage } from '../src/ssr/render';
import { createShellServer } from './app';
import { listen, readerSite, shellConfig } from './testing';

const ja = messages.ja as Record<string, string>;
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

/** A reader page as the reader builds them: its server loader gives the status, its render throws. */
function readerPage(status: (params: Record<string, string | undefined>) => number): ServerRenderablePage {
  function Page() {
    const params = useParams();
    const code = status(params);
    if (code >= 400)
      throw new PageError(code, params.id === '5' ? 'underReview' : params.id ? 'article' : undefined);
    return createElement('h1', null, `page of ${params.account}`);
  }
  return Object.assign(Page, {
    loadServerData: async ({ params }: { params: Record<string, string | undefined> }) => ({
      status: status(params),
      state: {},
    }),
  }) as unknown as ServerRenderablePage;
}

const users: Record<string, number> = { tanaka: 200, gone: 410, hidden: 403 };
const pages = {
  UserPage: readerPage((p) => users[p.account!] ?? 404),
  ArticlePage: readerPage((p) => (p.id === '1' ? 200 : 404)),
};

let dir: string;
let shell: Server;
let api: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-error-pages-'));
  readerSite(dir);
  // The API knows nobody: every page's meta lookup is a 404.
  api = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'not_found', message: 'Not found' }));
  });
  shell = createShellServer(
    shellConfig(dir, await listen(api), {
      ssrBudgetMs: 10_000,
      renderer: Promise.resolve({
        renderPage: (request) => renderPage(request, async () => pages),
        warmUp: async () => undefined,
      }),
    }),
  );
  base = await listen(shell);
});

afterAll(() => {
  shell.close();
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(pathname: string) {
  const res = await fetch(base + pathname);
  const html = await res.text();
  const root = text(html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="shirube-page"')));
  const payload = JSON.parse(
    /<script id="shirube-page" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
  );
  return { status: res.status, root, payload };
}

describe('server-rendered error pages', () => {
  it('a missing user: 404 and the error page in the HTML, never the loading text', async () => {
    const { status, root, payload } = await page('/u/nobody');
    expect(status).toBe(404);
    expect(root).toContain('data-error-status="404"');
    expect(root).toContain(ja['shell.error.notFound']);
    expect(root).toContain(ja['common.backToTop']);
    expect(root).toContain('href="/"');
    expect(root).not.toContain(ja['shell.remote.loading']);
    expect(root).not.toContain(ja['shell.error.articleHint']);
    // The site around it: the header's logo link and the footer.
    expect(root).toContain('<header');
    expect(payload.pageError).toEqual({ pathname: '/u/nobody', status: 404 });
    expect(payload.serverState).toEqual({ mf_reader: {} });
  });

  it('a missing article: 404 with the article-URL hint; under review: its own message', async () => {
    const missing = await page('/u/tanaka/a/999999');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain(ja['shell.error.notFound']);
    expect(missing.root).toContain(ja['shell.error.articleHint']);
    expect(missing.payload.pageError).toEqual({
      pathname: '/u/tanaka/a/999999',
      status: 404,
      variant: 'article',
    });

    const review = await page('/u/tanaka/a/5');
    expect(review.status).toBe(404);
    expect(review.root).toContain(ja['shell.error.underReview']);
    expect(review.root).not.toContain(ja['shell.error.articleHint']);
  });

  it('410 and 403 from the API: that status, the spec’s "anything else" message, no retry button', async () => {
    for (const [account, code] of [
      ['gone', 410],
      ['hidden', 403],
    ] as const) {
      const { status, root, payload } = await page(`/u/${account}`);
      expect(status).toBe(code);
      expect(root).toContain(`data-error-status="${code}"`);
      expect(root).toContain(ja['shell.error.technical']);
      expect(root).not.toContain(ja['common.retry']);
      expect(payload.pageError).toEqual({ pathname: `/u/${account}`, status: code });
    }
  });

  it('a path no route knows: 404 and the error page, server-rendered', async () => {
    const { status, root, payload } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(root).toContain('data-error-status="404"');
    expect(root).toContain(ja['shell.error.notFound']);
    expect(payload.serverState).toEqual({});
    expect(payload.pageError).toBeUndefined();
  });

  it('malformed escapes (a path, a session cookie) are input: a 404 or the page, never a 500', async () => {
    const path404 = await page('/u/%E0');
    expect(path404.status).toBe(404);
    expect(path404.root).toContain(ja['shell.error.notFound']);
    const res = await fetch(`${base}/u/tanaka`, { headers: { cookie: 'shirube_session=%E0' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('page of tanaka');
  });

  it('a page that exists is the page, with no pageError', async () => {
    const { status, root, payload } = await page('/u/tanaka');
    expect(status).toBe(200);
    expect(root).toContain('page of tanaka');
    expect(root).not.toContain('data-error-status');
    expect(payload.pageError).toBeUndefined();
  });
});
