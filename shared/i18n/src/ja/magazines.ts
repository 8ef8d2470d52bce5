/** Magazines (issue 37, マガジン): the author's forms, the magazine page, the article's notice. */
export const magazines = {
  'magazine.problem.title.required': 'タイトルを入力してください。',
  'magazine.problem.title.too_long': 'タイトルは100文字以内で入力してください。',
  'magazine.problem.description.too_long': '説明は2,000文字以内で入力してください。',
  'magazine.problem.price.price_range': '価格は0円（無料）または100〜100,000円で入力してください。',
  'magazine.problem.affiliateRate.rate_range': '紹介料率は0〜50%で入力してください。',
  'magazine.problem.articleIds.not_own_published': '自分の公開中の記事だけを追加できます。',
  'magazine.problem.articleIds.too_many': 'マガジンに入れられる記事は200本までです。',
  'magazine.problem.articleIds.duplicate': '同じ記事が2回含まれています。',
  'magazine.problem.articleIds.not_on_sale': '販売を終了したマガジンには記事を追加できません。',
  'magazine.included': 'このマガジンに含まれています',
  'magazine.laterArticles': '購入後に追加される記事も、販売中はすべて読めます。',
  'magazine.ownsSome': 'すでに購入済みの記事が{count}本含まれていますが、マガジンの価格は変わりません。',
  'errors.readable_via_magazine': '購入済みのマガジンでこの記事を読めます。料金はかかっていません。',
} satisfies Record<string, string>;
