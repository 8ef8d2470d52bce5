// Shapes of the demo content the API seeder inserts on first start (SEED_DEMO, DB without users).

export interface DemoUser {
  account: string;
  name: string;
  email: string;
  /** Every demo login uses DEMO_PASSWORD ('password123'). */
  password: string;
  description: string;
  isAdmin?: boolean;
  /** 特定商取引法に基づく表記 (legal notice) name and contact, shown on /u/{account}/specified. */
  lawName?: string;
  lawContact?: string;
}

export interface DemoArticle {
  authorAccount: string;
  title: string;
  categorySlug: string;
  tags: string[];
  /** Paragraph HTML before the paywall; body = [...free, ...paid], payArticleLine = free.length (or -1). */
  freeParagraphs: string[];
  paidParagraphs: string[];
  /** Integer yen, tax included; 0 = free article (no paid part). */
  price: number;
  /** Copies offered; null = unlimited sales. */
  salesLimit: number | null;
  soldCount: number;
  discountedPrice: number | null;
  affiliateRateBp: number;
  affiliatableOnlyPurchaser: boolean;
  publishedDaysAgo: number;
  /** Absent = published normally; 'review' = waiting for the admin's review. */
  inspectStatus?: 'review' | 'approved';
}

export interface DemoCategory {
  slug: string;
  name: string;
}

export interface DemoAdvertisement {
  title: string;
  linkUrl: string;
  imageUrl: string | null;
}

export interface DemoSystemPhrase {
  key: string;
  text: string;
}
