import { screen, within } from '@testing-library/react';
import type { MyArticle } from '@shirube/api-contract';
import { fakeApi, renderEditor } from '../test/render';
import { MyArticlesPage } from './MyArticlesPage';

const row = (id: number, title: string, more: Partial<MyArticle>): MyArticle =>
  ({
    id,
    title,
    status: 'draft',
    inspectStatus: 'none',
    rejectReason: null,
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...more,
  }) as MyArticle;

it('groups drafts, review (with the rejection reason) and published, with edit and preview links', async () => {
  const api = fakeApi({
    myArticles: jest.fn(() =>
      Promise.resolve({
        data: [
          row(1, '書きかけ', {}),
          row(2, '審査中の記事', { inspectStatus: 'review' }),
          row(3, '差し戻された記事', {
            inspectStatus: 'rejected',
            rejectReason: '画像の権利を確認してください',
          }),
          row(4, '公開中の記事', { status: 'published', inspectStatus: 'approved' }),
        ],
        next: null,
      }),
    ),
  });
  renderEditor(<MyArticlesPage />, { api });
  const review = await screen.findByRole('region', { name: '審査中・差し戻し' });
  expect(within(review).getByText('審査中')).toBeInTheDocument();
  expect(within(review).getByTestId('reject-reason')).toHaveTextContent(
    '差し戻し: 画像の権利を確認してください',
  );
  const drafts = screen.getByRole('region', { name: '下書き' });
  expect(within(drafts).getByRole('link', { name: '編集' })).toHaveAttribute('href', '/a/1/edit');
  const published = screen.getByRole('region', { name: '公開中' });
  expect(within(published).getByRole('link', { name: 'プレビュー' })).toHaveAttribute('href', '/a/4/preview');
  expect(within(published).getByRole('link', { name: '記事を見る' })).toHaveAttribute('href', '/u/taro/a/4');
});
