// What /confirm says after a sign-up or email-change link: loaded with that page's chunk only.
export const confirm = {
  'shell.auth.confirmed': 'メールアドレスを確認しました。しるべへようこそ',
  'shell.auth.emailChanged':
    'メールアドレスを変更しました。次回から新しいメールアドレスでログインしてください',
} satisfies Record<string, string>;
