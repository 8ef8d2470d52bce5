import { screen } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { userProfile } from '../lib/testing/fixtures';
import { renderReader } from '../lib/testing/render';
import { SpecifiedPage } from './SpecifiedPage';

/** The seller hanako's 特定商取引法 page, the API answering `specified` for it. */
function renderSpecified(specified: object) {
  installFakeFetch({
    'GET /v1/users/:account': () => ({ body: { data: userProfile() } }),
    'GET /v1/users/:account/specified': () => ({ body: { data: specified } }),
  });
  renderReader(<SpecifiedPage />, { path: '/u/:account/specified', url: '/u/hanako/specified' });
}

describe('seller 特定商取引法 page', () => {
  it('shows the registered details', async () => {
    renderSpecified({
      name: '山田商店',
      contact: 'info@example.com',
      address: '東京都千代田区1-1-1',
      phone: '03-1234-5678',
      disclosureOnRequest: false,
    });
    expect(await screen.findByText('山田商店')).toBeInTheDocument();
    expect(screen.getByText('info@example.com')).toBeInTheDocument();
    expect(screen.getByText('東京都千代田区1-1-1')).toBeInTheDocument();
    expect(screen.getByText('03-1234-5678')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '山田花子さんの特定商取引法に基づく表記' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('山田花子さんの特定商取引法に基づく表記｜しるべ');
  });

  it('shows a verified corporate seller’s company name, 法人番号, representative and address', async () => {
    renderSpecified({
      name: '山田商店',
      contact: 'info@example.com',
      address: null,
      phone: '03-1234-5678',
      disclosureOnRequest: false,
      company: {
        name: '株式会社しるべ',
        corporateNumber: '7000012050002',
        representative: '山田 太郎',
        address: '〒104-0061 東京都中央区銀座1-2-3',
      },
    });
    const notice = await screen.findByTestId('seller-specified');
    expect(notice).toHaveTextContent('販売事業者の名称株式会社しるべ');
    expect(notice).toHaveTextContent('法人番号7000012050002');
    expect(notice).toHaveTextContent('代表者山田 太郎');
    expect(notice).toHaveTextContent('所在地〒104-0061 東京都中央区銀座1-2-3');
    expect(notice).not.toHaveTextContent('山田商店');
    expect(screen.queryByText('未設定')).not.toBeInTheDocument();
  });

  it('says 未設定 clearly when the seller registered nothing', async () => {
    renderSpecified({ name: null, contact: null });
    expect(await screen.findByText('この販売者はまだ表記を登録していません。')).toBeInTheDocument();
    expect(screen.getAllByText('未設定')).toHaveLength(4);
  });

  it('says 請求があれば遅滞なく開示します for address and phone when the seller chose that', async () => {
    renderSpecified({
      name: '山田花子',
      contact: 'info@example.com',
      address: null,
      phone: null,
      disclosureOnRequest: true,
    });
    expect(await screen.findAllByText('請求があれば遅滞なく開示します')).toHaveLength(2);
    expect(screen.queryByText('未設定')).not.toBeInTheDocument();
  });
});
