// English for src/ja/oauth.ts (ids missing here fall back to Japanese).
export const oauth: Record<string, string> = {
  'oauth.signInWith.google': 'Sign in with Google',
  'oauth.signInWith.line': 'Sign in with LINE',
  'oauth.signInWith.x': 'Sign in with X',
  'oauth.or': 'or',
  'oauth.callback.working': 'Signing in…',
  'oauth.callback.toSignIn': 'Back to sign-in',
  'oauth.signUp.title': 'Create your account',
  'oauth.signUp.agree': 'I agree to the terms of use and the privacy policy',
  'oauth.signUp.submit': 'Sign up',
  'oauth.error.denied': 'Sign-in was cancelled at the provider.',
  'oauth.error.state': 'The sign-in expired or was already used. Please start again.',
  'oauth.settings.title': 'Connected services',
  'oauth.settings.link': 'Connect',
  'oauth.settings.unlink': 'Disconnect',
};
