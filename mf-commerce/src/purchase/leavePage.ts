/**
 * The whole window leaves for a redirect payment method's page (Stripe PayPay: its page and app refuse
 * a frame). Stripe brings the buyer back to the site's return page, which settles the order and sends
 * them to `returnPath` (the article). An object so a test can see where the dialog sent the buyer
 * (jsdom cannot navigate).
 */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};

/** The page the buyer is on, where a redirect method brings them back (a path: the API checks it). */
export const currentPath = (): string => window.location.pathname + window.location.search;
