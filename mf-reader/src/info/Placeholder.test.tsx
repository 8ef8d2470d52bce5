import { screen } from '@testing-library/react';
import { renderReader, signedIn } from '../lib/testing/render';
import { InquiryPage } from './Placeholder';

describe('reader placeholder pages', () => {
  it('label a later screen as 準備中 in Japanese, with the remote and the visitor', () => {
    renderReader(<InquiryPage />, { path: '/inquiry', url: '/inquiry', session: signedIn() });
    expect(screen.getByText('準備中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'お問い合わせ：この画面は準備中です' })).toBeInTheDocument();
    expect(screen.getByTestId('placeholder-account')).toHaveTextContent('@taro');
  });
});
