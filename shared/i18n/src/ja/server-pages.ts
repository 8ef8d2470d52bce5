/**
 * Texts only the servers put into HTML (the meta description, the pages for requests Node refuses before any
 * handler): in `messages` for the servers and tests, never in the browser's core messages (e2e/bytes.spec.ts).
 */
export const serverPages = {
  'common.siteDescription':
    'しるべは、知識やノウハウを記事にして売り買いできる場所です。副業、投資、プログラミング、暮らしの工夫まで、書き手の経験から学べます。',
  // Requests the servers refuse before reading them (431 / 408 / 400 from Node's parser).
  'errors.request_header_too_large':
    'リクエストが大きすぎるため受け付けられませんでした。このサイトの Cookie を削除してから、もう一度お試しください。',
  'errors.payload_too_large': '送信内容が大きすぎます。ファイルを小さくしてから、もう一度お試しください。',
  'errors.request_timeout': '通信に時間がかかりすぎたため中断しました。もう一度お試しください。',
  'errors.bad_request':
    'リクエストを読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
} satisfies Record<string, string>;
