import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ShellContext, type SessionView, type ShellApi } from '@shirube/shell-contract';

export const signedIn: SessionView = {
  status: 'signedIn',
  user: {
    id: 7,
    account: 'buyer',
    name: '買う人',
    imageUrl: null,
    thumbnailUrl: null,
    isAdmin: false,
    paymentProvider: null,
  },
};

export function renderCommerce(ui: ReactElement, session: SessionView = signedIn) {
  const shell = {
    session,
    locale: 'ja',
    navigate: jest.fn(),
    toast: jest.fn(),
    openLogin: jest.fn(),
    invalidate: jest.fn(),
    signOutOnScreen: jest.fn(),
    loadWidget: jest.fn(),
  } as unknown as ShellApi;
  const result = render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ShellContext.Provider>,
  );
  return { ...result, shell };
}

export const noCard = { data: { brand: null, last4: null, expMonth: null, expYear: null, hasCard: false } };
export const visaCard = (last4 = '4242') => ({
  data: { brand: 'visa', last4, expMonth: 12, expYear: 2030, hasCard: true },
});
