/** Contract-shaped magazine answers for the magazine tab's tests (owner taro; override what a test is about). */
import type { Magazine, MagazineSummary, MyArticle } from '@shirube/api-contract';
import { articleSummary } from '@shirube/testing';

export const summary = (more: Partial<MagazineSummary> = {}): MagazineSummary => ({
  id: 3,
  title: '家計簿の本',
  description: '家計簿の記事をまとめました。',
  coverImageUrl: null,
  price: 1000,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  articlesCount: 0,
  onSale: true,
  user: { account: 'taro', name: '太郎' },
  createdAt: '2026-11-20T00:00:00.000Z',
  ...more,
});

export const magazine = (more: Partial<Magazine> = {}): Magazine => ({
  ...summary(),
  articles: [],
  isPurchased: false,
  isOwner: true,
  ownedArticlesCount: 0,
  ...more,
});

export const member = (id: number, title: string) => articleSummary({ id, title });

export const mine = (id: number, title: string, more: Partial<MyArticle> = {}): MyArticle => ({
  ...articleSummary({ id, title }),
  status: 'published',
  inspectStatus: 'approved',
  updatedAt: '2026-11-20T00:00:00.000Z',
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...more,
});
