import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { ArticlePage } from '../article/ArticlePage';
import { article } from '../lib/testing/fixtures';
import { renderReader, signedIn, type RenderOptions } from '../lib/testing/render';

const renderArticle = (body: ReturnType<typeof article>, options: RenderOptions = {}) => {
  installFakeFetch({ 'GET /v1/articles/:id': () => ({ body: { data: body } }) });
  return renderReader(<ArticlePage />, { path: '/u/:account/a/:id', url: '/u/hanako/a/1', ...options });
};

describe('チップで応援する below the article', () => {
  it('sends a signed-out reader to sign in, loading nothing of the dialog', async () => {
    const { shell } = renderArticle(article());
    const tip = await screen.findByTestId('tip');
    await userEvent.click(within(tip).getByRole('button', { name: 'チップで応援する' }));
    expect(shell.openLogin).toHaveBeenCalled();
    expect(shell.loadWidget).not.toHaveBeenCalled();
  });

  it("opens mf_commerce's TipDialog for the article's author when signed in", async () => {
    const TipDialog = (props: { recipientAccount: string; recipientName: string; articleId: number }) => (
      <div role="dialog">
        {props.recipientAccount} / {props.recipientName} / {props.articleId}
      </div>
    );
    const loadWidget = jest.fn(async () => TipDialog);
    const body = article();
    renderArticle(body, { session: signedIn(), shell: { loadWidget: loadWidget as never } });
    await userEvent.click(await screen.findByRole('button', { name: 'チップで応援する' }));
    expect(loadWidget).toHaveBeenCalledWith('mf_commerce', 'TipDialog');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      `${body.user.account} / ${body.user.name} / ${body.id}`,
    );
  });

  it('is not shown to the author', async () => {
    renderArticle(article({ isOwner: true }), { session: signedIn() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('tip')).toBeNull();
  });
});
