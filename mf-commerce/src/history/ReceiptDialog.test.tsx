import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { renderCommerce } from '../testing/render';
import { CommerceRoot } from '../lib/CommerceRoot';
import { SentTips } from '../tip/SentTips';
import { PurchasedHistoryPage } from './PurchasedHistoryPage';

const item = (receipt: { number: string; name: string } | null) => ({
  purchaseId: 3,
  purchasedAt: '2026-11-21T16:30:00.000Z',
  price: 1100,
  article: { id: 12, title: '有料記事', user: { account: 'author', name: '書く人' } },
  receipt,
});

/** POST /v1/receipt answers a PDF: a plain fetch outside the contract client, so it is stubbed here. */
function stubReceiptFetch(reply: { status: number; body?: unknown }) {
  const sent: unknown[] = [];
  const original = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(((input: unknown, init?: { body?: string }) => {
    if (!String(input).endsWith('/v1/receipt')) return original(input as string, init as RequestInit);
    sent.push(JSON.parse(init!.body!));
    return Promise.resolve({
      ok: reply.status === 200,
      status: reply.status,
      headers: { get: (name: string) => (name === 'x-receipt-number' ? 'SRB-00000003' : null) },
      blob: async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
      json: async () => reply.body,
    });
  }) as typeof fetch);
  return sent;
}

describe('receipts from the purchase history', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
  }, 20_000);
  afterEach(() => jest.restoreAllMocks());

  it('asks for the addressee on the first issue, checks it, then downloads the PDF', async () => {
    installFakeFetch({
      'GET /v1/current/purchases': () => ({ body: { data: [item(null)], meta: { pager: { next: null } } } }),
    });
    const sent = stubReceiptFetch({ status: 200 });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { shell } = renderCommerce(<PurchasedHistoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: '領収書を発行' }));
    await userEvent.click(screen.getByRole('button', { name: '発行してダウンロード' }));
    expect(await screen.findByText('入力してください。')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('宛名'), '株式会社しるべ');
    await userEvent.click(screen.getByRole('button', { name: '発行してダウンロード' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent).toEqual([{ purchaseId: 3, name: '株式会社しるべ' }]);
    expect(shell.toast).toHaveBeenCalledWith('領収書をダウンロードしました', 'success');
    expect(await screen.findByRole('button', { name: '再発行' })).toBeInTheDocument();
  }, 20_000);

  it('re-issues with the stored addressee and shows the API’s reason when it fails', async () => {
    installFakeFetch({
      'GET /v1/current/purchases': () => ({
        body: { data: [item({ number: 'SRB-00000003', name: '山田太郎' })], meta: { pager: { next: null } } },
      }),
    });
    const sent = stubReceiptFetch({ status: 404, body: { code: 'not_found', message: 'x' } });
    renderCommerce(<PurchasedHistoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: '再発行' }));
    expect(screen.getByTestId('receipt-reissue')).toHaveTextContent('山田太郎');
    await userEvent.click(screen.getByRole('button', { name: '再発行してダウンロード' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ページが見つかりませんでした。');
    expect(sent).toEqual([{ purchaseId: 3 }]);
  }, 20_000);

  // Issue 37: a tip's receipt from the sent tips list, through the same dialog with the tip's id.
  it('issues a tip’s receipt (チップ to whom) with its tipId, then offers 再発行', async () => {
    installFakeFetch({
      'GET /v1/current/tips/sent': () => ({
        body: {
          data: [
            {
              id: 7,
              amount: 1000,
              message: null,
              anonymous: false,
              recipientName: '著者さん',
              recipientAccount: 'author1',
              articleId: null,
              articleTitle: null,
              paymentMethod: 'card',
              paidAt: '2026-11-20T03:00:00.000Z',
              refundedAt: null,
              receipt: null,
            },
          ],
        },
      }),
    });
    const sent = stubReceiptFetch({ status: 200 });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCommerce(
      <CommerceRoot>
        <SentTips />
      </CommerceRoot>,
    );
    await userEvent.click(await screen.findByTestId('tip-receipt-button'));
    expect(screen.getByText('「チップ（著者さん さんへ）」の領収書をPDFで発行します。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('宛名'), '山田 太郎');
    await userEvent.click(screen.getByRole('button', { name: '発行してダウンロード' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent).toEqual([{ tipId: 7, name: '山田 太郎' }]);
    expect(await screen.findByRole('button', { name: '再発行' })).toBeInTheDocument();
  }, 20_000);
});
