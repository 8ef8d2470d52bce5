import { screen } from '@testing-library/react';
import { renderReader, signedIn } from '../lib/testing/render';
import { FollowersPage, SearchPlaceholder } from './Placeholder';

describe('reader placeholder pages', () => {
  it('label a later screen as 準備中 in Japanese, showing no internals', () => {
    renderReader(<FollowersPage />, {
      path: '/u/:account/followers',
      url: '/u/hanako/followers',
      session: signedIn(),
    });
    expect(screen.getByText('準備中')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '@hanako フォロワー一覧：この画面は準備中です' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('FollowersPage');
    expect(document.body).not.toHaveTextContent('mf_reader');
    expect(document.body).not.toHaveTextContent('@taro');
  });

  it('repeat the search words on the search placeholder', () => {
    renderReader(<SearchPlaceholder />, { path: '/search', url: '/search?q=家計簿&order=fav' });
    expect(screen.getByText('「家計簿」の検索結果は準備中です')).toBeInTheDocument();
  });
});
