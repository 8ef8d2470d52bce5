import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewItem } from '@shirube/api-contract';
import { fakeApi, fakeShell, renderLazyPage, signedIn } from '../test/render';
import { ReviewQueuePage } from './ReviewQueuePage';

const item = (id: number, title: string, more: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  title,
  body: ['<p>無料の導入</p>', '<p>有料の本題</p>'],
  payArticleLine: 1,
  price: 700,
  affiliateRate: 0.1,
  user: { account: 'sato', name: '佐藤', thumbnailUrl: null },
  category: null,
  tags: [],
  requestedAt: '2026-11-22T00:00:00.000Z',
  reservedAt: null,
  ...more,
});

describe('review queue', () => {
  it('is admin only', () => {
    const api = fakeApi();
    renderLazyPage(<ReviewQueuePage />, { api, session: signedIn(false) });
    expect(screen.getByRole('alert')).toHaveTextContent('管理者だけ');
    expect(api.reviews).not.toHaveBeenCalled();
  });

  it('shows the full text, approves one and rejects another only with a reason', async () => {
    const api = fakeApi({
      reviews: jest.fn(() =>
        Promise.resolve([
          item(1, '承認される記事', { reservedAt: '2026-12-01T01:00:00.000Z' }),
          item(2, '差し戻される記事'),
        ]),
      ),
      approve: jest.fn(() => Promise.resolve()),
      reject: jest.fn(() => Promise.resolve()),
    });
    const shell = fakeShell(signedIn(true));
    renderLazyPage(<ReviewQueuePage />, { api, shell });
    const [first, second] = await screen.findAllByTestId('review-item');
    expect(first).toHaveTextContent('有料の本題');
    // A reserved article says when it appears (Tokyo time) and that approving keeps the reservation.
    expect(within(first!).getByTestId('review-reserved-at')).toHaveTextContent(
      '予約公開: 2026/12/01 10:00（承認しても予約は変わらず、この時刻まで公開されません）',
    );
    expect(within(second!).queryByTestId('review-reserved-at')).not.toBeInTheDocument();
    fireEvent.click(within(first!).getByRole('button', { name: '承認して公開' }));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(1));
    expect(api.approve).toHaveBeenCalledWith(1);

    fireEvent.click(within(second!).getByRole('button', { name: '差し戻す' }));
    expect(within(second!).getByRole('alert')).toHaveTextContent('理由を入力してください');
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.change(within(second!).getByLabelText('差し戻しの理由'), {
      target: { value: '有料部分が短すぎます' },
    });
    fireEvent.click(within(second!).getByRole('button', { name: '差し戻す' }));
    await waitFor(() => expect(screen.queryAllByTestId('review-item')).toHaveLength(0));
    expect(api.reject).toHaveBeenCalledWith(2, '有料部分が短すぎます');
    expect(shell.toast).toHaveBeenCalledWith('差し戻しました', 'success');
  });
});
