import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionView } from '@shirube/shell-contract';
import { renderInShell, signedInAs } from '@shirube/testing';

export const signedIn: SessionView = signedInAs({ account: 'buyer', name: '買う人' });

/** `path`: the page's URL (its query, e.g. the card page's ?return_to=). */
export const renderCommerce = (ui: ReactElement, session: SessionView = signedIn, path = '/') =>
  renderInShell(ui, { session, url: path });

/**
 * Click a dialog's pay / send button once it can be pressed: it stays disabled until GET /v1/payment/setup
 * has answered (the processor decides the form), which on a loaded machine can come after a test's first step.
 */
export async function clickWhenEnabled(testId: string) {
  const button = screen.getByTestId(testId);
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

interface CardBody {
  data: {
    brand: string | null;
    last4: string | null;
    expMonth: number | null;
    expYear: number | null;
    hasCard: boolean;
  };
}

export const noCard: CardBody = {
  data: { brand: null, last4: null, expMonth: null, expYear: null, hasCard: false },
};
export const visaCard = (last4 = '4242'): CardBody => ({
  data: { brand: 'visa', last4, expMonth: 12, expYear: 2030, hasCard: true },
});

/** What the sandbox token server (POST /v1/payment/sandbox/tokens) answers for a good test card. */
export const sandboxToken = {
  status: 'success',
  token: 'tok_sbx_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
};
