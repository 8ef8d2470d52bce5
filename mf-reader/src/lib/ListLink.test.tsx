import { fireEvent, screen } from '@testing-library/react';
import { articleSummary } from './testing/fixtures';
import { renderReader } from './testing/render';
import { ArticleCard } from './ArticleCard';

/** Whether the click reached the window with its default action prevented (then prevents it, as
 *  jsdom cannot follow a link). React handles the click at its root, below the window. */
function clickCard(init: MouseEventInit = {}): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(screen.getByTestId('article-card'), init);
  window.removeEventListener('click', record);
  return prevented;
}

describe('ListLink (article cards, おすすめ, category chips)', () => {
  it('is a plain link to the page, followed by the router on a plain click', () => {
    renderReader(<ArticleCard article={articleSummary()} />);
    const card = screen.getByTestId('article-card');
    expect(card.tagName).toBe('A');
    expect(card).toHaveAttribute('href', `/u/${articleSummary().user.account}/a/${articleSummary().id}`);
    expect(clickCard()).toBe(true);
    expect(screen.getByText('other page')).toBeInTheDocument();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, init) => {
    renderReader(<ArticleCard article={articleSummary()} />);
    expect(clickCard(init)).toBe(false);
    expect(screen.getByTestId('article-card')).toBeInTheDocument();
    expect(screen.queryByText('other page')).not.toBeInTheDocument();
  });
});
