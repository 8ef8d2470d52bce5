import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeFetch } from '@shirube/testing';
import { article } from '../lib/testing/fixtures';
import { renderReader, signedIn, type RenderOptions } from '../lib/testing/render';
import { ArticlePage } from './ArticlePage';

const PATH = '/u/:account/a/:id';

function serve(body: ReturnType<typeof article>, status = 200): FakeFetch {
  return installFakeFetch({
    'GET /v1/articles/:id': () => ({ status, body: status === 200 ? { data: body } : body }),
  });
}

/** The article page at /u/hanako/a/1 (a signed-out visitor unless `options` say otherwise). */
const renderArticle = (options: RenderOptions = {}) =>
  renderReader(<ArticlePage />, { path: PATH, url: '/u/hanako/a/1', ...options });

function paywallBuyButton() {
  return within(screen.getByTestId('paywall')).getByRole('button');
}

describe('ArticlePage', () => {
  it('shows the free part, then the paywall box with the tax-included price', async () => {
    serve(article());
    renderArticle();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'はじめての家計簿アプリ開発' }),
    ).toBeInTheDocument();
    expect(screen.getByText('無料で読める導入部分です。')).toBeInTheDocument();
    const paywall = screen.getByTestId('paywall');
    expect(within(paywall).getByText('この続きは有料です')).toBeInTheDocument();
    expect(within(paywall).getByText('1,100円(税込)')).toBeInTheDocument();
    // Date in Japan time: 2026-03-31T16:30Z is already April 1st in Tokyo.
    expect(screen.getByText('公開日 2026/04/01')).toBeInTheDocument();
    expect(screen.getByText('#家計簿')).toBeInTheDocument();
    expect(document.title).toBe('はじめての家計簿アプリ開発｜しるべ');
  });

  it('passes type and discount_code from the URL and crosses out the original price', async () => {
    const fake = serve(article({ discountedPrice: 800, hasDiscountCode: true }));
    renderArticle({ url: '/u/hanako/a/1?discount_code=SPRING&type=review' });
    const paywall = await screen.findByTestId('paywall');
    expect(within(paywall).getByText('1,100円(税込)').closest('del')).not.toBeNull();
    expect(within(paywall).getByText('800円(税込)')).toBeInTheDocument();
    const asked = fake.calls[0].url;
    expect(asked.pathname).toBe('/v1/articles/1');
    expect(asked.searchParams.get('discount_code')).toBe('SPRING');
    expect(asked.searchParams.get('type')).toBe('review');
  });

  it('says a discount link applies, but not to a reader who already bought the article', async () => {
    serve(article({ discountedPrice: 990, hasDiscountCode: true }));
    const first = renderArticle({ url: '/u/hanako/a/1?discount_code=SPRING' });
    expect(await screen.findByTestId('discount-applied')).toHaveTextContent('990円(税込)で購入できます');
    first.unmount();
    serve(article({ discountedPrice: 990, hasDiscountCode: true, isPurchased: true }));
    renderArticle({ url: '/u/hanako/a/1?discount_code=SPRING' });
    await screen.findByRole('heading', { level: 1, name: 'はじめての家計簿アプリ開発' });
    expect(screen.queryByTestId('discount-applied')).toBeNull();
  });

  it('sends a signed-out visitor to sign-in from the buy button', async () => {
    serve(article());
    const { shell } = renderArticle();
    await screen.findByTestId('paywall');
    const button = paywallBuyButton();
    expect(button).toHaveTextContent('ログインして購入する');
    await userEvent.click(button);
    expect(shell.openLogin).toHaveBeenCalled();
    expect(shell.loadWidget).not.toHaveBeenCalled();
  });

  it("opens mf_commerce's PurchaseDialog through the shell when signed in", async () => {
    serve(article());
    const PurchaseDialog = (props: { title: string; price: number }) => (
      <div role="dialog">
        {props.title} / {props.price}
      </div>
    );
    const loadWidget = jest.fn(async () => PurchaseDialog);
    renderArticle({ session: signedIn(), shell: { loadWidget: loadWidget as never } });
    await screen.findByTestId('paywall');
    await userEvent.click(paywallBuyButton());
    expect(loadWidget).toHaveBeenCalledWith('mf_commerce', 'PurchaseDialog');
    expect(await screen.findByRole('dialog')).toHaveTextContent('はじめての家計簿アプリ開発 / 1100');
  });

  it.each([
    ['the owner', article({ isOwner: true }), signedIn(), 'あなたの記事です'],
    ['an admin', article(), signedIn({ isAdmin: true }), '管理者は購入できません'],
    ['anyone when sold out', article({ availableSalesCount: 0 }), signedIn(), '売り切れ'],
  ])('disables buying for %s', async (_who, body, session, label) => {
    serve(body);
    const { shell } = renderArticle({ session });
    await screen.findByTestId('paywall');
    const button = paywallBuyButton();
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(label);
    expect(shell.loadWidget).not.toHaveBeenCalled();
  });

  it('shows the full body and a disabled "purchased" button to a buyer, without the paywall', async () => {
    serve(
      article({
        isPurchased: true,
        body: [
          '<p>無料で読める導入部分です。</p>',
          '<p>ここまでが無料です。</p>',
          '<p>有料部分その一</p>',
          '<p>有料部分その二</p>',
          '<p>有料部分その三</p>',
        ],
      }),
    );
    renderArticle({ session: signedIn() });
    expect(await screen.findByText('有料部分その三')).toBeInTheDocument();
    expect(screen.queryByTestId('paywall')).not.toBeInTheDocument();
    const footerButton = within(screen.getByTestId('article-footer')).getByRole('button', {
      name: '購入済み',
    });
    expect(footerButton).toBeDisabled();
  });

  it('shows "few left" with the count when 1 to 10 copies remain', async () => {
    serve(article({ availableSalesCount: 3 }));
    renderArticle();
    const paywall = await screen.findByTestId('paywall');
    expect(within(paywall).getByText('残りわずか あと3部')).toBeInTheDocument();
    expect(paywall.querySelector('[data-badge="icon_c"]')).not.toBeNull();
  });

  it('shows the under-review banner to the owner', async () => {
    serve(article({ isOwner: true, inspectStatus: 'review' }));
    renderArticle({ url: '/u/hanako/a/1?type=review', session: signedIn({ account: 'hanako' }) });
    expect(await screen.findByText('審査中です。審査完了までお待ちください')).toBeInTheDocument();
  });

  it('tells the owner when a published article has no publish date', async () => {
    serve(article({ isOwner: true, publishedAt: null }));
    renderArticle({ session: signedIn({ account: 'hanako' }) });
    expect(await screen.findByTestId('banner-no-publish-date')).toHaveTextContent(
      '公開日が設定されていません',
    );
    expect(screen.getByText('未公開')).toBeInTheDocument();
  });

  it('does not show owner banners to other readers', async () => {
    serve(article({ inspectStatus: 'review', publishedAt: null }));
    renderArticle();
    await screen.findByTestId('paywall');
    expect(screen.queryByTestId('banner-under-review')).not.toBeInTheDocument();
    expect(screen.queryByTestId('banner-no-publish-date')).not.toBeInTheDocument();
  });

  it('tells a buyer that the author deleted the article they keep reading', async () => {
    serve(article({ isDeleted: true, isPurchased: true, purchasedAt: '2026-11-20T00:00:00.000Z' }));
    renderArticle({ session: signedIn({ account: 'buyer' }) });
    expect(await screen.findByTestId('banner-deleted')).toHaveTextContent(
      'この記事は著者により削除されました。購入済みのため、引き続きお読みいただけます。',
    );
  });

  it('throws the shell error page: under-review error page (PageError 404 underReview) for a 404 under_review', async () => {
    installFakeFetch({
      'GET /v1/articles/:id': () => ({
        status: 404,
        body: { code: 'under_review', message: 'under review' },
      }),
    });
    renderArticle();
    const error = await screen.findByTestId('page-error');
    expect(error).toHaveAttribute('data-status', '404');
    expect(error).toHaveAttribute('data-variant', 'underReview');
    expect(within(error).queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains an article URL that does not resolve (404 not_found)', async () => {
    installFakeFetch({
      'GET /v1/articles/:id': () => ({
        status: 404,
        body: { code: 'not_found', message: 'no such article' },
      }),
    });
    renderArticle({ url: '/u/hanako/a/999' });
    const error = await screen.findByTestId('page-error');
    // The 'article' variant: the shell's 404 adds the article-URL hint.
    expect(error).toHaveAttribute('data-status', '404');
    expect(error).toHaveAttribute('data-variant', 'article');
  });

  it('signs out on screen on a 401 and says the session expired', async () => {
    installFakeFetch({
      'GET /v1/articles/:id': () => ({
        status: 401,
        body: { code: 'unauthorized', message: 'token expired' },
      }),
    });
    const { shell } = renderArticle({ session: signedIn() });
    expect(await screen.findByTestId('page-error')).toHaveAttribute('data-status', '401');
    expect(shell.signOutOnScreen).toHaveBeenCalled();
  });

  it('offers a retry on a server error', async () => {
    let fail = true;
    installFakeFetch({
      'GET /v1/articles/:id': () =>
        fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : { body: { data: article() } },
    });
    renderArticle();
    expect(await screen.findByTestId('page-error')).toHaveAttribute('data-status', '500');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('paywall')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in before issuing a referral link', async () => {
    serve(article());
    const { shell } = renderArticle();
    const footer = await screen.findByTestId('article-footer');
    expect(footer).toHaveTextContent('紹介料 10%');
    await userEvent.click(within(footer).getByRole('button', { name: '紹介リンク' }));
    expect(shell.toast).toHaveBeenCalledWith('紹介リンクを発行するにはログインしてください', 'info');
    expect(shell.openLogin).toHaveBeenCalled();
  });
});

describe('ArticlePage and the session', () => {
  it('asks again after sign-in, so a buyer sees the full body without reloading the page', async () => {
    const fake = installFakeFetch({
      'GET /v1/articles/:id': () => ({ body: { data: article() } }),
    });
    const { setSession } = renderArticle();
    await screen.findByTestId('paywall');
    fake.on('GET /v1/articles/:id', () => ({
      body: {
        data: article({
          isPurchased: true,
          body: [...article().body, '<p>有料部分です</p>'],
          paidParagraphsCount: 1,
        }),
      },
    }));
    setSession(signedIn());
    expect(await screen.findByText('有料部分です')).toBeInTheDocument();
    expect(screen.queryByTestId('paywall')).not.toBeInTheDocument();
  });
});

describe('ArticlePage URL', () => {
  it("moves a URL with the wrong author account to the article's own URL", async () => {
    serve(article({ user: { account: 'hanako', name: '山田花子', thumbnailUrl: null } }));
    renderArticle({ url: '/u/someone-else/a/1' });
    // The test router mounts the page at PATH, so the canonical URL renders the article again.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'はじめての家計簿アプリ開発' }),
    ).toBeInTheDocument();
  });

  it('records the viewed history for a signed-in reader only, and shows the reviews', async () => {
    const routes = {
      'GET /v1/articles/:id': () => ({ body: { data: article() } }),
      'GET /v1/articles/:id/reviews': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
      'GET /v1/users/:account': () => ({ status: 404, body: { code: 'not_found', message: 'x' } }),
      'POST /v1/current/articles/:id/viewed_article_histories': () => ({ status: 204, body: '' }),
    };
    const viewed = (fake: FakeFetch) =>
      fake.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/viewed_article_histories'));
    const guest = installFakeFetch(routes);
    const first = renderArticle();
    expect(await screen.findByText('まだレビューはありません')).toBeInTheDocument();
    expect(viewed(guest)).toHaveLength(0);
    first.unmount();
    const reader = installFakeFetch(routes);
    renderArticle({ session: signedIn() });
    expect(await screen.findByTestId('reviews')).toBeInTheDocument();
    await screen.findByText('まだレビューはありません');
    expect(viewed(reader).map((c) => c.url.pathname)).toEqual([
      '/v1/current/articles/1/viewed_article_histories',
    ]);
  });
});

describe('ArticlePage view count (issue 36)', () => {
  it('reports one view per article shown, signed out too, with where the reader came from', async () => {
    const fake = installFakeFetch({
      'GET /v1/articles/:id': () => ({ status: 200, body: { data: article() } }),
      'POST /v1/articles/:id/views': () => ({ status: 204, body: null }),
    });
    Object.defineProperty(document, 'referrer', { value: 'https://t.co/abc', configurable: true });
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'はじめての家計簿アプリ開発' });
    await waitFor(() => expect(fake.callsTo('POST /v1/articles/1/views')).toHaveLength(1));
    expect(fake.callsTo('POST /v1/articles/1/views')[0]!.body).toEqual({ referrer: 'https://t.co/abc' });
    // The viewed history is a signed-in reader's only.
    expect(fake.callsTo('POST /v1/current/articles/1/viewed_article_histories')).toHaveLength(0);
  });
});
