import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
import { PurchaseDialog } from './widgets';

it('the placeholder purchase dialog says purchasing arrives in the next release and closes', async () => {
  const onClose = jest.fn();
  render(
    <IntlProvider locale="ja" messages={messages.ja}>
      <PurchaseDialog open articleId={3} onClose={onClose} />
    </IntlProvider>,
  );
  expect(screen.getByRole('dialog', { name: '記事の購入' })).toHaveTextContent('次のリリースで提供されます');
  await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
  expect(onClose).toHaveBeenCalled();
});
