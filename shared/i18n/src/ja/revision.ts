// The review view of an edited article (?type=review): loaded with its own chunk (mf-reader
// article/revision), so the article route does not carry these texts (e2e/bytes.spec.ts).
export const revision = {
  'reader.revision.heading': '公開中の版からの変更点',
  'reader.revision.note':
    'このページは審査待ちの新しい版です。承認されるまで、読者には公開中の版が表示されます。',
  'reader.revision.title': 'タイトル',
  'reader.revision.price': '価格',
  'reader.revision.body': '本文',
  'reader.revision.yen': '{price, number}円',
  'reader.revision.unchanged': '変更はありません',
} satisfies Record<string, string>;
