import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { article } from '../../lib/testing/fixtures';
import { renderReader, signedIn } from '../../lib/testing/render';
import { ArticlePage } from '../ArticlePage';

const PATH = '/u/:account/a/:id';

describe('the review view of an edited article (?type=review)', () => {
  it('shows the revision with what it changes against the live version: title, price, body', async () => {
    const fake = installFakeFetch({
      'GET /v1/articles/:id': () => ({
        body: {
          data: article({
            title: '家計簿アプリ開発の教科書',
            price: 1200,
            inspectStatus: 'review',
            body: ['<p>導入です。</p>', '<p>新しい本文です。</p>', '<p>追記</p>'],
            liveVersion: {
              title: '家計簿アプリ開発入門',
              price: 800,
              body: ['<p>導入です。</p>', '<p>古い本文です。</p>'],
              payArticleLine: 1,
            },
          }),
        },
      }),
    });
    renderReader(<ArticlePage />, {
      path: PATH,
      url: '/u/hanako/a/1?type=review',
      session: signedIn({ isAdmin: true }),
    });
    const diff = await screen.findByTestId('revision-diff');
    expect(fake.calls[0]!.url.searchParams.get('type')).toBe('review');
    expect(within(diff).getByRole('heading', { name: '公開中の版からの変更点' })).toBeInTheDocument();
    const title = within(diff).getByTestId('revision-title');
    expect([...title.querySelectorAll('del')].map((e) => e.textContent)).toEqual(['入門']);
    expect([...title.querySelectorAll('ins')].map((e) => e.textContent)).toEqual(['の教科書']);
    const price = within(diff).getByTestId('revision-price');
    expect(price.querySelector('del')).toHaveTextContent('800円');
    expect(price.querySelector('ins')).toHaveTextContent('1,200円');
    const paragraphs = within(diff).getAllByRole('listitem');
    expect(paragraphs.map((p) => p.dataset.op)).toEqual(['same', 'changed', 'added']);
    expect(paragraphs[1]!.querySelector('del')).toHaveTextContent('古');
    expect(paragraphs[1]!.querySelector('ins')).toHaveTextContent('新し');
    expect(paragraphs[2]!.querySelector('ins')).toHaveTextContent('追記');
    // The page itself is the revision.
    expect(screen.getByRole('heading', { level: 1, name: '家計簿アプリ開発の教科書' })).toBeInTheDocument();
    // Already the review view: the banner does not link to itself.
    expect(screen.getByTestId('banner-under-review')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-review-link')).toBeNull();
  });

  it('links the owner from the live page to the review view, and shows no diff there', async () => {
    installFakeFetch({
      'GET /v1/articles/:id': () => ({ body: { data: article({ inspectStatus: 'review', isOwner: true }) } }),
    });
    renderReader(<ArticlePage />, {
      path: PATH,
      url: '/u/hanako/a/1',
      session: signedIn({ account: 'hanako' }),
    });
    expect(await screen.findByTestId('banner-review-link')).toHaveAttribute(
      'href',
      '/u/hanako/a/1?type=review',
    );
    expect(screen.queryByTestId('revision-diff')).toBeNull();
  });
});
