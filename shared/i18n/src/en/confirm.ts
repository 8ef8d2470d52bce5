// English for src/ja/confirm.ts (ids missing here fall back to Japanese).
export const confirm: Record<string, string> = {
  'shell.auth.confirmed': 'Your email address is confirmed. Welcome to Shirube',
  'shell.auth.emailChanged': 'Your email address was changed. Log in with the new address from now on',
};
