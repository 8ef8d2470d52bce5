import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@shirube/api-contract';
import { fakeApi, draft, fakeShell, renderLazyPage, signedIn } from '../test/render';
import { PublishDialog } from './PublishDialog';

const open = (api = fakeApi(), d = draft()) => {
  const shell = fakeShell(signedIn());
  renderLazyPage(
    <PublishDialog
      open
      draft={d}
      categories={[{ id: 3, name: 'プログラミング', slug: 'programming' }]}
      onClose={jest.fn()}
    />,
    { api, shell },
  );
  return { api, shell };
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('publish settings', () => {
  it('shows one sale’s take-home live, bought directly and through a referral (no 冊: issue 40)', () => {
    open();
    type('価格（円）', '1100');
    type('紹介料率（%）', '20');
    expect(screen.getByTestId('take-home')).toHaveTextContent('1件売れるごとの受取額（目安）');
    expect(screen.getByTestId('take-home')).not.toHaveTextContent('冊');
    expect(screen.getByTestId('take-home-direct')).toHaveTextContent(
      '直接購入されたとき: 968円価格 1,100円 − 手数料 132円',
    );
    expect(screen.getByTestId('take-home-referred')).toHaveTextContent(
      '紹介リンク経由で購入されたとき: 748円価格 1,100円 − 手数料 132円 − 紹介料 220円',
    );
    type('価格（円）', '10000');
    type('紹介料率（%）', '0');
    expect(screen.getByTestId('take-home-direct')).toHaveTextContent('8,800円');
    // No rate: no referral figure.
    expect(screen.queryByTestId('take-home-referred')).not.toBeInTheDocument();
  });

  it("shows the operators' review_notice (spec §3) when they wrote one", async () => {
    const api = fakeApi();
    api.systemPhrases.mockResolvedValue([
      { id: 5, key: 'review_notice', body: '審査には数日かかります。', url: '' },
    ]);
    open(api);
    expect(await screen.findByTestId('review-notice')).toHaveTextContent('審査には数日かかります。');
  });

  it('names each bad field in Japanese and does not call the API', async () => {
    const { api } = open(undefined, draft({ payArticleLine: -1 }));
    type('価格（円）', '50');
    type('販売部数', '0');
    type('紹介料率（%）', '60');
    type('タグ（カンマ区切り、5個まで）', 'a,b,c,d,e,f');
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      '価格は0円または100〜100,000円の整数で入力してください',
      '販売部数は1〜100,000の整数で入力してください',
      '紹介料率は0〜50の数値で入力してください',
      'タグは5個まで、1つ30文字までです',
      // price > 0 means paid, and this draft has no paid part
      '有料記事には有料エリアが必要です（無料・有料とも1段落以上）',
    ]);
    // A valid price on an article without a paid part: the paywall line is what is missing.
    type('価格（円）', '500');
    type('販売部数', '10');
    type('紹介料率（%）', '10');
    type('タグ（カンマ区切り、5個まで）', 'a');
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    expect(screen.getByRole('alert')).toHaveTextContent('有料記事には有料エリアが必要です');
    expect(api.publish).not.toHaveBeenCalled();
  });

  it('publishes, says to wait for the review and goes to my articles; a server field error is shown', async () => {
    const api = fakeApi({ publish: jest.fn(() => Promise.resolve(draft({ inspectStatus: 'review' }))) });
    const { shell } = open(api);
    type('価格（円）', '700');
    type('販売部数', '10');
    type('紹介料率（%）', '10');
    fireEvent.change(screen.getByLabelText('カテゴリー'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/my_articles'));
    expect(api.publish).toHaveBeenCalledWith(
      5,
      expect.objectContaining({
        price: 700,
        salesCount: 10,
        isSalesUnlimited: false,
        affiliateRate: 0.1,
        category: 3,
        payArticleLine: 1,
      }),
    );
    expect(shell.toast).toHaveBeenCalledWith('審査完了までお待ちください', 'success');

    api.publish.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'validation', message: 'x', field: 'category' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('カテゴリーを選び直してください');
  });

  it('reserves a time in Japan time, refusing the past, and suggests tags for the word being typed', async () => {
    const publish = jest.fn(() => Promise.resolve(draft()));
    const searchTags = jest.fn(() => Promise.resolve(['TypeScript', 'typography']));
    const { api } = open(fakeApi({ publish, searchTags }));
    fireEvent.click(screen.getByLabelText('日時を指定'));
    type('公開日時（日本時間）', '2001-01-01T09:00');
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    expect(
      await screen.findByText('公開日時は現在より後、1年以内の日時を指定してください'),
    ).toBeInTheDocument();
    expect(api.publish).not.toHaveBeenCalled();
    const next = new Date(Date.now() + 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
    type('公開日時（日本時間）', `${next}T09:30`);
    type('タグ（カンマ区切り、5個まで）', '家計簿, ＃ｔｙｐ');
    await waitFor(() => expect(searchTags).toHaveBeenCalledWith('typ'));
    fireEvent.click(await screen.findByRole('button', { name: '#TypeScript' }));
    fireEvent.click(screen.getByRole('button', { name: '審査を申請して公開' }));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(publish).toHaveBeenCalledWith(
      5,
      expect.objectContaining({
        reservePublishType: 'reserve',
        publishedAt: `${next}T09:30:00+09:00`,
        tags: ['家計簿', 'TypeScript'],
      }),
    );
  });
});
