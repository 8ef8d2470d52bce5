import { screen } from '@testing-library/react';
import { renderSeller } from '../testing/render';
import { SellerRoot } from './SellerRoot';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it("scrolls in a region named by its label that the keyboard can reach (axe's scrollable-region-focusable at 390 px)", () => {
    renderSeller(
      <SellerRoot>
        <DataTable labelId="seller.analytics.referralLinks" columns={[{ id: 'seller.analytics.affiliate' }]}>
          <tr>
            <td>紹介者さん</td>
          </tr>
        </DataTable>
      </SellerRoot>,
    );
    const region = screen.getByRole('region', { name: '紹介リンク' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
