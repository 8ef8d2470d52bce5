import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { page, userProfile } from '../lib/testing/fixtures';
import { renderReader, signedIn } from '../lib/testing/render';
import { UserPage } from '../user/UserPage';
import { FollowersPage } from './FollowListPage';

describe('follow', () => {
  it('follows from the user page and shows the server’s profile (count included)', async () => {
    installFakeFetch({
      'GET /v1/users/:account': () => ({ body: { data: userProfile({ followersCount: 3 }) } }),
      'GET /v1/users/:account/articles': () => ({ body: page([]) }),
      'POST /v1/users/:account/follow': () => ({
        body: { data: userProfile({ followersCount: 4, isFollowing: true }) },
      }),
    });
    renderReader(<UserPage />, { path: '/u/:account', url: '/u/hanako', session: signedIn() });
    const profile = await screen.findByTestId('profile');
    await userEvent.click(within(profile).getByRole('button', { name: 'フォローする' }));
    // The machine running tests can be busy: the round trip gets more than the default second.
    expect(
      await within(profile).findByRole('link', { name: 'フォロワー 4' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(profile).getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends signed-out visitors to sign in, and shows no button on one’s own page', async () => {
    installFakeFetch({
      'GET /v1/users/:account': ({ params }) => ({
        body: { data: userProfile({ account: params.account, isMe: params.account === 'taro' }) },
      }),
      'GET /v1/users/:account/articles': () => ({ body: page([]) }),
    });
    const first = renderReader(<UserPage />, { path: '/u/:account', url: '/u/hanako' });
    await userEvent.click(await screen.findByRole('button', { name: 'フォローする' }));
    expect(first.shell.openLogin).toHaveBeenCalled();
    first.unmount();
    renderReader(<UserPage />, { path: '/u/:account', url: '/u/taro', session: signedIn() });
    expect(await screen.findByTestId('profile')).toBeInTheDocument();
    expect(screen.queryByTestId('follow-button')).not.toBeInTheDocument();
    // One's own page offers the private lists.
    expect(screen.getByRole('link', { name: '購入した記事' })).toHaveAttribute(
      'href',
      '/u/taro?sortType=purchased',
    );
  });

  it('lists followers by cursor with an empty state', async () => {
    const fake = installFakeFetch({
      'GET /v1/users/:account': () => ({ body: { data: userProfile() } }),
      'GET /v1/users/:account/followers': ({ url }) =>
        url.searchParams.get('since')
          ? { body: page([userProfile({ account: 'b', name: '二人目' })]) }
          : { body: page([userProfile({ account: 'a', name: '一人目' })], 'f2') },
    });
    renderReader(<FollowersPage />, { path: '/u/:account/followers', url: '/u/hanako/followers' });
    expect(await screen.findByRole('heading', { name: '山田花子さんのフォロワー' })).toBeInTheDocument();
    expect(document.title).toBe('山田花子さんのフォロワー｜しるべ');
    expect(await screen.findByText('一人目')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('二人目')).toBeInTheDocument();
    expect(
      fake.calls
        .filter((c) => c.url.pathname.endsWith('/followers'))
        .map((c) => c.url.searchParams.get('since')),
    ).toEqual([null, 'f2']);
  });
});
