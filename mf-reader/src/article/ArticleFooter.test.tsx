import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { article } from '../lib/testing/fixtures';
import { renderReader } from '../lib/testing/render';
import { ArticlePage } from './ArticlePage';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('article footer visibility', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('hides while scrolling down, shows on scroll up and again near the page end (95 %)', async () => {
    installFakeFetch({ 'GET /v1/articles/:id': () => ({ body: { data: article() } }) });
    renderReader(<ArticlePage />, { path: '/u/:account/a/:id', url: '/u/hanako/a/1' });
    const footer = await screen.findByTestId('article-footer');
    expect(footer).toHaveAttribute('data-visible', 'true');
    scrollTo(1000);
    expect(footer).toHaveAttribute('data-visible', 'false');
    scrollTo(600);
    expect(footer).toHaveAttribute('data-visible', 'true');
    scrollTo(2000);
    expect(footer).toHaveAttribute('data-visible', 'false');
    // (3950 + 800) / 5000 = 95 %: still scrolling down, but the end is near.
    scrollTo(3950);
    expect(footer).toHaveAttribute('data-visible', 'true');
  });
});
