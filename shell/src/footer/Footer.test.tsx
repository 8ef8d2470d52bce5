import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, renderShell, signedOutApi } from '../test/renderShell';

describe('footer', () => {
  it('has the six links of spec §2 and the privacy policy, each to a working page', async () => {
    installFakeApi(signedOutApi);
    renderShell('/');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['利用規約', '/terms'],
      ['個人情報保護方針', '/privacy'],
      ['よくある質問', '/help/faq'],
      ['投稿ガイドライン', '/help/guideline'],
      ['使い方マニュアル', '/help/manual'],
      ['特定商取引法に基づく表記', '/specified'],
      ['お問い合わせ', '/inquiry'],
    ]);
  });

  it('opens the privacy policy with its own title: what is collected, third parties, retention, requests', async () => {
    installFakeApi(signedOutApi);
    renderShell('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '個人情報保護方針' })).toBeInTheDocument();
    for (const name of [
      '1. 取得する情報',
      '3. 第三者への提供と委託',
      '4. 保存期間',
      '7. 開示・訂正・利用停止・削除のご請求',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/カード番号は運営者のサーバーには送られず/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('個人情報保護方針｜しるべ'));
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
