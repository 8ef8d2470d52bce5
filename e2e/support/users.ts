/**
 * Test users made through the real API (via the shell server, so the browser context gets the
 * session cookie exactly as a person's browser would).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMailLink } from './mail';

export interface NewUser {
  email: string;
  password: string;
  account: string;
  name: string;
}

let counter = 0;
/** A user nobody has registered yet (account: lower-case letters and digits). */
export function freshUser(prefix = 'e2e'): NewUser {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${prefix}-${id}@example.com`,
    password: 'Passw0rd-e2e!',
    account: `${prefix}${id}`.slice(0, 20),
    name: `テスト ${id}`,
  };
}

/** Mutating /v1 calls through the shell server need a same-origin Origin header (CSRF check). */
const sameOrigin = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/** Registers `user`, opens the confirmation link from its mail, then signs in: the context is signed in. */
export async function signUpConfirmAndSignIn(
  request: APIRequestContext,
  baseURL: string,
  mailDir: string,
  user: NewUser = freshUser(),
): Promise<NewUser> {
  const signUp = await request.post(`${baseURL}/v1/auth`, {
    headers: sameOrigin(baseURL),
    data: { ...user, passwordConfirmation: user.password },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await waitForMailLink(mailDir, user.email, '/confirm?confirmation_token=');
  const token = link.searchParams.get('confirmation_token')!;
  const confirm = await request.get(
    `${baseURL}/v1/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  );
  expect(confirm.status(), await confirm.text()).toBe(200);
  const signIn = await request.post(`${baseURL}/v1/auth/sign_in`, {
    headers: sameOrigin(baseURL),
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return user;
}
