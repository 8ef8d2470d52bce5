import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { installFakeFetch } from '@shirube/testing';
import type { ReviewView } from '../lib/types';
import { article } from '../lib/testing/fixtures';
import { renderReader, signedIn } from '../lib/testing/render';
import { ReviewSection } from './ReviewSection';

const review = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 1,
  point: 5,
  body: 'とても参考になりました',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  user: { account: 'jiro', name: '次郎', thumbnailUrl: null },
  isMine: false,
  ...overrides,
});

describe('ReviewSection', () => {
  it('while reviews load, the placeholder is a named status: no aria-label on a plain div (axe aria-prohibited-attr)', async () => {
    installFakeFetch({ 'GET /v1/articles/:id/reviews': () => new Promise(() => undefined) });
    const { container } = renderReader(
      <ReviewSection article={article({ point: 0, reviewsCount: 0 })} onChanged={() => {}} />,
    );
    const placeholder = await screen.findByRole('status', { name: '読み込み中…' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('lets a buyer post a review: it goes to the top and the article is refreshed', async () => {
    const posted: unknown[] = [];
    installFakeFetch({
      'GET /v1/articles/:id/reviews': () => ({
        body: { data: [review()], meta: { pager: { next: null }, mine: null } },
      }),
      'POST /v1/articles/:id/reviews': ({ body }) => {
        posted.push(body);
        return {
          body: {
            data: review({
              id: 2,
              point: 4,
              body: '<b>良い</b>',
              isMine: true,
              user: { account: 'taro', name: '太郎', thumbnailUrl: null },
            }),
          },
        };
      },
    });
    const onChanged = jest.fn();
    const { shell } = renderReader(
      <ReviewSection
        article={article({ isPurchased: true, point: 5, reviewsCount: 1 })}
        onChanged={onChanged}
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('とても参考になりました')).toBeInTheDocument();
    // Nothing chosen: Japanese messages beside the fields, nothing sent. (The form is its own chunk.)
    await userEvent.click(await screen.findByRole('button', { name: '投稿する' }));
    expect(screen.getByText('星の数を選んでください')).toBeInTheDocument();
    expect(screen.getByText('レビュー本文を入力してください')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4つ星' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'レビュー本文' }), '<b>良い</b>');
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }));
    const items = await screen.findAllByTestId('reader-review', {}, { timeout: 5000 });
    expect(items).toHaveLength(2);
    // Shown as text, never as HTML.
    expect(within(items[0]!).getByText('<b>良い</b>')).toBeInTheDocument();
    expect(posted).toEqual([{ point: 4, body: '<b>良い</b>' }]);
    expect(onChanged).toHaveBeenCalled();
    expect(shell.toast).toHaveBeenCalledWith('レビューを投稿しました', 'success');
    expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
  });

  it('edits and deletes the own review by id', async () => {
    const mine = review({ id: 7, point: 2, body: '普通', isMine: true });
    installFakeFetch({
      'GET /v1/articles/:id/reviews': () => ({
        body: { data: [review(), mine], meta: { pager: { next: null }, mine } },
      }),
      'PATCH /v1/articles/:id/reviews': () => ({ body: { data: { ...mine, point: 3, body: '少し良い' } } }),
      'DELETE /v1/articles/:id/reviews': () => ({ body: { data: { id: 7 } } }),
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderReader(
      <ReviewSection article={article({ isPurchased: true, isReviewed: true })} onChanged={() => {}} />,
      {
        session: signedIn(),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: '編集する' }));
    const box = await screen.findByRole('textbox', { name: 'レビュー本文' });
    expect(box).toHaveValue('普通');
    await userEvent.clear(box);
    await userEvent.type(box, '少し良い');
    await userEvent.click(screen.getByRole('button', { name: '更新する' }));
    expect(await screen.findByText('少し良い', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('reader-review')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findAllByTestId('reader-review')).toHaveLength(1);
    expect(screen.queryByText('少し良い')).not.toBeInTheDocument();
  });

  it('tells non-buyers how to review and shows an empty list, with no average before the first review', async () => {
    installFakeFetch({
      'GET /v1/articles/:id/reviews': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
    });
    renderReader(<ReviewSection article={article({ point: 0, reviewsCount: 0 })} onChanged={() => {}} />);
    expect(await screen.findByText('まだレビューはありません')).toBeInTheDocument();
    expect(screen.getByText('購入するとレビューを書けます')).toBeInTheDocument();
    expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
    // 「平均 0.0・0件」 would read as rated zero: only the empty state says there are none.
    expect(screen.queryByTestId('reviews-summary')).not.toBeInTheDocument();
    expect(screen.getByTestId('reviews')).not.toHaveTextContent('平均');
    expect(screen.getByRole('heading', { name: 'レビュー' })).toBeInTheDocument();
  });

  it('shows the average and count from the first review on', async () => {
    installFakeFetch({
      'GET /v1/articles/:id/reviews': () => ({
        body: { data: [review({ point: 4 })], meta: { pager: { next: null } } },
      }),
    });
    renderReader(<ReviewSection article={article({ point: 4, reviewsCount: 1 })} onChanged={() => {}} />);
    expect(await screen.findByText('とても参考になりました')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('平均 4.0・1件');
    expect(screen.queryByText('まだレビューはありません')).not.toBeInTheDocument();
  });
});
