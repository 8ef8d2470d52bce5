import type { SessionView, ShellApi } from '@shirube/shell-contract';

/** The ShellApi a seller page gets from the shell, with jest mocks. */
export function fakeShell(session: SessionView): ShellApi {
  return {
    session,
    locale: 'ja',
    navigate: jest.fn(),
    toast: jest.fn(),
    openLogin: jest.fn(),
    invalidate: jest.fn(),
    signOutOnScreen: jest.fn(),
    loadWidget: jest.fn(),
  };
}
