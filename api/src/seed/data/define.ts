// Small builders that keep the demo articles readable: paragraphs are the HTML the editor produces
// (and that @shirube/domain's sanitiser leaves unchanged), articles get the common defaults.
import type { DemoArticle } from './types';

export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

type ArticleInput = Omit<
  DemoArticle,
  'salesLimit' | 'soldCount' | 'discountedPrice' | 'affiliatableOnlyPurchaser' | 'paidParagraphs'
> &
  Partial<
    Pick<
      DemoArticle,
      'salesLimit' | 'soldCount' | 'discountedPrice' | 'affiliatableOnlyPurchaser' | 'paidParagraphs'
    >
  >;

/** Defaults: unlimited sales, nothing sold, no discount, anyone may refer, no paid part. */
export function article(input: ArticleInput): DemoArticle {
  return {
    salesLimit: null,
    soldCount: 0,
    discountedPrice: null,
    affiliatableOnlyPurchaser: false,
    paidParagraphs: [],
    ...input,
  };
}
