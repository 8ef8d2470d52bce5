import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { messages } from '@shirube/i18n';
import { installFakeApi, renderShell, signedOutApi } from '../test/renderShell';
import { ErrorPage } from './ErrorPage';

function show(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="ja" messages={messages.ja}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}

describe('error pages (spec §2)', () => {
  it('404 shows the big status, the not-found message and a back-to-top link', () => {
    show(<ErrorPage status={404} />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('お探しのページは見つかりませんでした');
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/記事のURLの場合/)).not.toBeInTheDocument();
    expect(document.title).toBe('ページが見つかりません｜しるべ');
  });

  it('404 under review says the article is being reviewed', () => {
    show(<ErrorPage status={404} variant="underReview" />);
    expect(screen.getByRole('heading')).toHaveTextContent('審査中：この記事は現在審査中です');
  });

  it('404 for an article adds the hint about unpublished, mistyped or deleted articles', () => {
    show(<ErrorPage status={404} variant="article" />);
    expect(
      screen.getByText(/まだ公開されていない、URLが間違っている、または利用規約違反により削除された/),
    ).toBeInTheDocument();
  });

  it('401 says the session expired and offers to log in again', () => {
    show(<ErrorPage status={401} />);
    expect(screen.getByText('401')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('セッションの有効期限が切れました');
    expect(screen.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', '/sign_in');
  });

  it('defaults to 500 and the technical-problem message', () => {
    show(<ErrorPage />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('技術的な問題が発生しました');
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toBeInTheDocument();
  });

  it('a network failure says so and offers 再読み込み when the page can load again', () => {
    const retry = jest.fn();
    show(<ErrorPage status={0} onRetry={retry} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('通信できませんでした');
    screen.getByRole('button', { name: '再読み込み' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a 404 offers no retry even when asked (retrying cannot help)', () => {
    show(<ErrorPage status={404} onRetry={() => undefined} />);
    expect(screen.queryByRole('button', { name: '再読み込み' })).not.toBeInTheDocument();
  });

  it('an unknown route shows the 404 page inside the normal chrome', async () => {
    installFakeApi(signedOutApi);
    renderShell('/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'お探しのページは見つかりませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'しるべ トップへ' })).toBeInTheDocument();
  });

  it('an unknown help topic (a route with a name) is titled as missing, not as the route', async () => {
    installFakeApi(signedOutApi);
    document.title = 'しるべ';
    renderShell('/help/nothing');
    expect(await screen.findByText('404')).toBeInTheDocument();
    // The route-title chunk loads after the page: it must leave the error page's title alone.
    await import('../routes/pageTitles');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('ページが見つかりません｜しるべ');
  });
});
