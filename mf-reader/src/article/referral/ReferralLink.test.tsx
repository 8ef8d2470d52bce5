import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeFetch } from '@shirube/testing';
import { article } from '../../lib/testing/fixtures';
import { renderReader, signedIn } from '../../lib/testing/render';
import { ArticlePage } from '../ArticlePage';

const PATH = '/u/:account/a/:id';
const SHORT = 'http://localhost/s/AbCdE12345';

function serve(overrides = {}, share?: () => { status?: number; body: unknown }) {
  return installFakeFetch({
    'GET /v1/articles/:id': () => ({ body: { data: article(overrides) } }),
    'POST /v1/share_links':
      share ?? (() => ({ body: { shortUrl: SHORT, url: `${SHORT}?x`, affiliateUid: 'AbCdE12345' } })),
  });
}

/** The article page as the signed-in reader (taro) sees it. */
const renderSignedIn = () =>
  renderReader(<ArticlePage />, { path: PATH, url: '/u/hanako/a/1', session: signedIn() });

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn(writeText) },
    configurable: true,
  });
  return navigator.clipboard.writeText as jest.Mock;
}

async function openReferral(fake: FakeFetch) {
  const footer = await screen.findByTestId('article-footer');
  await userEvent.click(within(footer).getByRole('button', { name: '紹介リンク' }));
  return fake;
}

const sentPayload = (fake: FakeFetch) => {
  // The share-link POST (a signed-in reader opening the article also POSTs its viewed history).
  const call = fake.fetch.mock.calls.find(
    ([input, init]) => init?.method === 'POST' && String(input).includes('/v1/share_links'),
  );
  const body = call?.[1]?.body as string | Uint8Array;
  return JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
};

describe('referral link from the article footer', () => {
  it('issues the link for the signed-in user, copies it, and shows it with PR share intents', async () => {
    const fake = serve();
    const writeText = setClipboard(async () => {});
    const { shell } = renderSignedIn();
    await openReferral(fake);
    const dialog = await screen.findByRole('dialog', { name: '紹介リンク' });
    expect(sentPayload(fake)).toEqual({ articleId: 1, userAccount: 'taro' });
    expect(writeText).toHaveBeenCalledWith(SHORT);
    expect(shell.toast).toHaveBeenCalledWith('紹介リンクをクリップボードにコピーしました', 'success');
    expect(within(dialog).getByRole('textbox', { name: '紹介リンクのURL' })).toHaveValue(SHORT);
    // 10 % of 1,100円 = 110円 per sale (calculateSale).
    expect(within(dialog).getByTestId('referral-commission')).toHaveTextContent(
      '紹介料 10%・1件売れるごとに約110円',
    );
    const x = new URL(within(dialog).getByRole('link', { name: 'Xでシェア' }).getAttribute('href')!);
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe('【PR】はじめての家計簿アプリ開発');
    expect(x.searchParams.get('url')).toBe(SHORT);
    const line = new URL(within(dialog).getByRole('link', { name: 'LINEで送る' }).getAttribute('href')!);
    expect(line.origin + line.pathname).toBe('https://social-plugins.line.me/lineit/share');
    expect(line.searchParams.get('url')).toBe(SHORT);
    expect(line.searchParams.get('text')).toMatch(/^【PR】/);
    // Copy again from the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('asks to copy by hand, with the link selected, when the clipboard refuses', async () => {
    const fake = serve();
    setClipboard(async () => {
      throw new Error('denied');
    });
    const { shell } = renderSignedIn();
    await openReferral(fake);
    const dialog = await screen.findByRole('dialog', { name: '紹介リンク' });
    expect(shell.toast).toHaveBeenCalledWith('以下の紹介リンクをコピーしてください', 'info');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('以下の紹介リンクをコピーしてください');
    const input = within(dialog).getByRole('textbox', { name: '紹介リンクのURL' }) as HTMLInputElement;
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(SHORT.length);
  });

  it('explains in Japanese that only buyers may promote a purchaser-only article', async () => {
    const fake = serve({ affiliatableOnlyPurchaser: true }, () => ({
      status: 403,
      body: { code: 'affiliate_purchaser_only', message: 'x' },
    }));
    const { shell } = renderSignedIn();
    await openReferral(fake);
    await waitFor(() =>
      expect(shell.toast).toHaveBeenCalledWith(
        'この記事の紹介リンクは、記事を購入した人だけが発行できます。',
        'error',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a rate of 0 pays no commission (the link still works)', async () => {
    const fake = serve({ affiliateRate: 0 });
    setClipboard(async () => {});
    renderReader(<ArticlePage />, { path: PATH, url: '/u/hanako/a/1', session: signedIn() });
    await openReferral(fake);
    const dialog = await screen.findByRole('dialog', { name: '紹介リンク' });
    expect(within(dialog).getByTestId('referral-commission')).toHaveTextContent('紹介料が設定されていない');
  });
});
