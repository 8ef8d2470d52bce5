// Demo advertisements (top page) and system phrases (GET /v1/system_phrases).
import type { DemoAdvertisement, DemoSystemPhrase } from './types';

export const demoAdvertisements: DemoAdvertisement[] = [
  { title: 'はじめての方へ：しるべの使い方ガイド', linkUrl: '/help/manual', imageUrl: null },
  { title: '副業の始め方を学ぶ人気記事', linkUrl: '/search?q=副業&order=fav', imageUrl: null },
  // The guideline first: the post button's agreement (spec §2) comes before the editor, never a link past it.
  { title: '記事を書いて、知識を届けよう', linkUrl: '/help/guideline', imageUrl: null },
  { title: 'プログラミング学習の記事特集', linkUrl: '/search?q=プログラミング&order=fav', imageUrl: null },
];

export const demoSystemPhrases: DemoSystemPhrase[] = [
  { key: 'top_notice', text: 'しるべへようこそ。気になる記事は無料部分からお読みいただけます。' },
  {
    key: 'post_guideline',
    text: '投稿ガイドラインに同意のうえ投稿してください。他人の著作物の無断転載、誤解を招く表現、法令に反する内容は禁止です。',
  },
  {
    key: 'purchase_notice',
    text: '購入後のキャンセル・返金はお受けしておりません。内容をご確認のうえご購入ください。',
  },
  {
    key: 'affiliate_notice',
    text: '紹介リンクから記事が購入されると、設定された紹介料率に応じた紹介料が紹介者に支払われます。',
  },
  {
    key: 'review_notice',
    text: '投稿された記事は運営が内容を確認したのち公開されます。審査には数日かかる場合があります。',
  },
];
