import { screen } from '@testing-library/react';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { AdminIdentificationsPage } from '../pages';
import { renderSeller } from '../testing/render';
import { COMPANY, REPRESENTATIVE } from '../testing/profiles';

const review = {
  userId: 4,
  account: 'hanako',
  name: 'はなこ',
  status: 'pending',
  frontImageUrl: null,
  backImageUrl: null,
  submittedAt: '2026-11-25T00:00:00.000Z',
};

describe('admin identity review', () => {
  it('shows a birth date as YYYY/MM/DD (a plain date, no time zone) and the postal code as 〒104-0061', async () => {
    const { postalCode, prefecture, city, town, addressLine } = COMPANY;
    const address = { postalCode, prefecture, city, town, addressLine, phone: '09012345678' };
    const individual = { ...REPRESENTATIVE, birthDate: '1990-04-01', ...address };
    installFakeFetch({
      'GET /v1/admin/identifications': () => ({
        body: {
          data: [{ ...review, businessType: 'individual', individual, company: null, representative: null }],
        },
      }),
    });
    renderSeller(<AdminIdentificationsPage />, { session: signedInAs({ isAdmin: true }) });
    expect(
      await screen.findByText('1990/04/01 / 〒104-0061 東京都中央区銀座1-2-3 / 09012345678'),
    ).toBeInTheDocument();
  });
});
