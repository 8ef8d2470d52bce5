/** Magazines (issue 37) on the reading side: the magazine page, its lists on the user page, article page
 *  and search, and the purchase dialog's magazine item. The rule texts (articles added later, the full
 *  price for a buyer who owns some) are in ./magazines.ts beside the author's. */
export const magazineReader = {
  'reader.magazine.kind': 'マガジン',
  'reader.magazine.byAuthor': '{name} のマガジン',
  'reader.magazine.articleCount': '{count}本の記事',
  'reader.magazine.articlesHeading': '収録記事',
  'reader.magazine.empty': 'このマガジンにはまだ記事がありません。',
  'reader.magazine.free': '無料',
  'reader.magazine.owned': '購入済み',
  'reader.magazine.readable': 'マガジンで読めます',
  'reader.magazine.locked': '有料',
  'reader.magazine.buy': 'マガジンを購入する',
  'reader.magazine.purchased': '購入済みのマガジンです。収録記事はすべて読めます。',
  'reader.magazine.ownMagazine': 'あなたのマガジンです。',
  'reader.magazine.notOnSale': 'このマガジンは販売を終了しました。',
  'reader.magazine.freeMagazine': '無料のマガジンです。',
  'reader.magazine.ownsSomeHere': 'このうち{count}本はすでに読めます。',
  'reader.magazine.dialogError': '購入画面を開けませんでした。時間をおいてもう一度お試しください。',
  'reader.magazine.userHeading': 'マガジン',
  'reader.magazine.searchHeading': 'マガジン',
  'reader.magazine.cover': '{title} の表紙',
  'reader.magazine.priceOfMagazine': 'マガジン価格',
  'commerce.magazine.title': 'マガジンの購入',
  'commerce.magazine.kind': 'マガジン',
} satisfies Record<string, string>;
