/** The ShellApi a remote receives from the shell, with jest mocks, and session views for tests. */
import type { SessionUser, SessionView, ShellApi } from '@shirube/shell-contract';

export function fakeShell(session: SessionView, overrides: Partial<ShellApi> = {}): ShellApi {
  return {
    session,
    locale: 'ja',
    navigate: jest.fn(),
    toast: jest.fn(),
    openLogin: jest.fn(),
    invalidate: jest.fn(),
    signOutOnScreen: jest.fn(),
    loadWidget: jest.fn(),
    setHeaderActions: jest.fn(),
    openGuideline: jest.fn(),
    ...overrides,
  };
}

export const signedOut: SessionView = { status: 'signedOut' };

/** The user tests sign in as (GET /v1/users/current's side: currentUser.ts). */
export const taro: SessionUser = {
  id: 7,
  account: 'taro',
  name: '佐藤太郎',
  imageUrl: null,
  thumbnailUrl: null,
  isAdmin: false,
  paymentProvider: null,
};

export function signedInAs(user: Partial<SessionUser> = {}): SessionView {
  return { status: 'signedIn', user: { ...taro, ...user } };
}
