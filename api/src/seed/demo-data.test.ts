// The demo content is what a first-time visitor sees: it must pass the editor's sanitiser untouched
// (the seeder stores it as is) and cover every buy-button state the reader shows.
import { AFFILIATE_RATE_MAX_BP, purchaseAvailability, sanitizeParagraph } from '@shirube/domain';
import {
  DEMO_PASSWORD,
  demoAdvertisements,
  demoArticles,
  demoCategories,
  demoSystemPhrases,
  demoUsers,
} from './demo-data';

const paid = demoArticles.filter((a) => a.price > 0);
const free = demoArticles.filter((a) => a.price === 0);
const limited = demoArticles.filter((a) => a.salesLimit !== null);
const left = (a: (typeof demoArticles)[number]) => (a.salesLimit ?? 0) - a.soldCount;

describe('demo users', () => {
  it('has an admin and at least five authors with unique accounts and emails', () => {
    expect(demoUsers.filter((u) => u.isAdmin).map((u) => u.account)).toEqual(['admin']);
    expect(demoUsers.filter((u) => !u.isAdmin).length).toBeGreaterThanOrEqual(5);
    expect(new Set(demoUsers.map((u) => u.account)).size).toBe(demoUsers.length);
    expect(new Set(demoUsers.map((u) => u.email)).size).toBe(demoUsers.length);
    for (const u of demoUsers) {
      expect(u.password).toBe(DEMO_PASSWORD);
      expect(u.email).toBe(`${u.account}@example.com`);
      expect(u.account).toMatch(/^[a-z0-9_]{3,20}$/);
      expect(u.description.length).toBeGreaterThan(10);
    }
  });
});

describe('demo articles', () => {
  it('has at least 32 articles by known authors in known categories, spread over all of them', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(32);
    const accounts = new Set(demoUsers.filter((u) => !u.isAdmin).map((u) => u.account));
    const slugs = new Set(demoCategories.map((c) => c.slug));
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    for (const a of demoArticles) {
      expect(accounts).toContain(a.authorAccount);
      expect(slugs).toContain(a.categorySlug);
    }
    expect(new Set(demoArticles.map((a) => a.categorySlug))).toEqual(slugs);
    expect(new Set(demoArticles.map((a) => a.authorAccount))).toEqual(accounts);
    expect(new Set(demoArticles.map((a) => a.title)).size).toBe(demoArticles.length);
  });

  it('stores only paragraphs the editor’s sanitiser leaves unchanged', () => {
    for (const a of demoArticles) {
      for (const html of [...a.freeParagraphs, ...a.paidParagraphs]) {
        expect(sanitizeParagraph(html)).toBe(html);
      }
    }
  });

  it('gives paid articles a 3–6 paragraph teaser and a 3–8 paragraph paid part', () => {
    for (const a of demoArticles) {
      expect(a.freeParagraphs.length).toBeGreaterThanOrEqual(3);
      expect(a.freeParagraphs.length).toBeLessThanOrEqual(6);
    }
    for (const a of paid) {
      expect(a.paidParagraphs.length).toBeGreaterThanOrEqual(3);
      expect(a.paidParagraphs.length).toBeLessThanOrEqual(8);
      expect(a.price).toBeGreaterThanOrEqual(100);
      expect(a.price).toBeLessThanOrEqual(9800);
    }
  });

  it('includes a few free articles without a paid part', () => {
    expect(free.length).toBeGreaterThanOrEqual(2);
    for (const a of free) expect(a.paidParagraphs).toEqual([]);
  });

  it('has limited copies with few left, plenty left, and one sold out', () => {
    expect(limited.length).toBeGreaterThanOrEqual(5);
    for (const a of limited) expect(left(a)).toBeGreaterThanOrEqual(0);
    const state = (a: (typeof demoArticles)[number]) =>
      purchaseAvailability({
        price: a.price,
        isOwner: false,
        isAdmin: false,
        isPurchased: false,
        signedIn: true,
        availableSalesCount: left(a),
        isSalesUnlimited: a.salesLimit === null,
      });
    expect(limited.filter((a) => state(a).fewLeft).length).toBeGreaterThanOrEqual(2);
    expect(limited.filter((a) => state(a).soldOut)).toHaveLength(1);
    expect(limited.some((a) => state(a).badge === 'icon_a')).toBe(true);
    expect(limited.some((a) => state(a).badge === 'icon_b')).toBe(true);
  });

  it('has discounts below the price, a spread of affiliate rates, purchaser-only and under-review articles', () => {
    const discounted = demoArticles.filter((a) => a.discountedPrice !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(4);
    for (const a of discounted) {
      expect(a.discountedPrice).toBeGreaterThan(0);
      expect(a.discountedPrice).toBeLessThan(a.price);
    }
    const rates = paid.map((a) => a.affiliateRateBp);
    for (const r of rates) expect(r >= 0 && r <= AFFILIATE_RATE_MAX_BP && Number.isInteger(r)).toBe(true);
    expect(rates).toContain(0);
    expect(rates).toContain(AFFILIATE_RATE_MAX_BP);
    expect(demoArticles.filter((a) => a.affiliatableOnlyPurchaser)).toHaveLength(2);
    expect(demoArticles.filter((a) => a.inspectStatus === 'review')).toHaveLength(1);
  });

  it('publishes articles over the past weeks, newest first possible', () => {
    for (const a of demoArticles) expect(a.publishedDaysAgo).toBeGreaterThanOrEqual(0);
    expect(new Set(demoArticles.map((a) => a.publishedDaysAgo)).size).toBeGreaterThan(20);
  });
});

describe('demo site content', () => {
  it('has advertisements with links and unique system phrase keys', () => {
    expect(demoAdvertisements.length).toBeGreaterThanOrEqual(2);
    for (const ad of demoAdvertisements) expect(ad.linkUrl).toMatch(/^(\/|https:\/\/)/);
    // The editor is reached through the post button's guideline agreement, not past it.
    expect(demoAdvertisements.filter((ad) => ad.linkUrl.startsWith('/a/'))).toEqual([]);
    expect(demoAdvertisements.find((ad) => ad.title.includes('使い方ガイド'))?.linkUrl).toBe('/help/manual');
    expect(new Set(demoSystemPhrases.map((s) => s.key)).size).toBe(demoSystemPhrases.length);
  });
});
