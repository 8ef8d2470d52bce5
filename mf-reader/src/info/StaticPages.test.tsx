import { screen, within } from '@testing-library/react';
import { renderReader } from '../lib/testing/render';
import { SpecifiedPage, TermsPage } from './StaticPages';

describe('static information pages', () => {
  it('shows the terms of use in Japanese, article by article', () => {
    renderReader(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getByText(/記事の価格はすべて税込表示です/)).toBeInTheDocument();
  });

  it('shows the legal notice as label/value rows', () => {
    renderReader(<SpecifiedPage />);
    expect(screen.getByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })).toBeInTheDocument();
    const row = screen.getByText('引渡時期').parentElement as HTMLElement;
    expect(within(row).getByText('決済完了後、直ちに記事の全文をお読みいただけます。')).toBeInTheDocument();
  });
});
