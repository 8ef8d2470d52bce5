import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, renderShell, signedOutApi } from '../test/renderShell';

describe('footer', () => {
  it('has the six links of spec §2, each to a working page', async () => {
    installFakeApi(signedOutApi);
    renderShell('/');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['利用規約', '/terms'],
      ['よくある質問', '/help/faq'],
      ['投稿ガイドライン', '/help/guideline'],
      ['使い方マニュアル', '/help/manual'],
      ['特定商取引法に基づく表記', '/specified'],
      ['お問い合わせ', '/inquiry'],
    ]);
  });

  it('hides while scrolling down and comes back on scroll up', async () => {
    installFakeApi(signedOutApi);
    renderShell('/help/faq');
    expect(await screen.findByRole('heading', { name: 'よくある質問' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-hidden', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      fireEvent.scroll(window);
    });
    expect(footer).toHaveAttribute('data-hidden', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      fireEvent.scroll(window);
    });
    expect(footer).toHaveAttribute('data-hidden', 'false');
  });
});
