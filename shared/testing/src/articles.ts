/** Contract-shaped article bodies (see @shirube/api-contract entities) for any app's tests: one paid
 *  article by hanako; override what a test is about. */
import type { Article, ArticleSummary } from '@shirube/api-contract';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function articleSummary(overrides: Partial<Mutable<ArticleSummary>> = {}): ArticleSummary {
  return {
    id: 1,
    title: 'はじめての家計簿アプリ開発',
    introBody: '家計簿アプリを作りながら学ぶ記事です。',
    eyecatchImageUrl: null,
    eyecatchThumbnailUrl: null,
    price: 1100,
    discountedPrice: null,
    salesCount: 100,
    availableSalesCount: 80,
    isSalesUnlimited: false,
    affiliateRate: 0.1,
    affiliatableOnlyPurchaser: false,
    point: 4.5,
    reviewsCount: 3,
    isPurchased: false,
    publishedAt: '2026-03-31T16:30:00.000Z',
    user: { account: 'hanako', name: '山田花子', thumbnailUrl: null },
    category: { id: 1, name: 'プログラミング', slug: 'programming' },
    ...overrides,
  };
}

export function article(overrides: Partial<Mutable<Article>> = {}): Article {
  return {
    ...articleSummary(),
    body: ['<p>無料で読める導入部分です。</p>', '<p>ここまでが無料です。</p>'],
    payArticleLine: 2,
    paidParagraphsCount: 3,
    purchasedAt: null,
    isOwner: false,
    isReviewed: false,
    isDeleted: false,
    status: 'published',
    inspectStatus: 'approved',
    hasDiscountCode: false,
    reservePublishType: null,
    tags: ['家計簿', 'React'],
    timestamp: '2026-03-31T16:30:00.000Z',
    ...overrides,
  };
}
