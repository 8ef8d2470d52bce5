// Everything in @shirube/domain except the sanitiser and the paragraph edits, which pull in
// sanitize-html (+ postcss, htmlparser2: ~96 KB gzip in a browser bundle). Pages that only show
// articles (reader, commerce, seller) import '@shirube/domain/core'; the editor and the API use the
// full '@shirube/domain'.
export * from './paywall';
export * from './purchase-availability';
export * from './money';
export * from './discount';
export * from './image-size';
export * from './text';
export * from './embed';
export * from './validators';
export * from './forms';
export * from './receipt';
export * from './review';
export * from './tip';
export * from './tokyo-time';
export * from './crop';
export * from './reservation';
export * from './payment-methods';
export * from './bank-holder';
export * from './name-kana';
export * from './corporate-number';
export * from './corporate-holder';
export * from './postal-code';
export * from './payout-eligibility';
export * from './payout-outlook';
export * from './payout-schedule';
export * from './exit-earnings';
export * from './cover';
export * from './card';
export * from './publish';
export * from './return-path';
export * from './magazine';
export * from './analytics';
export * from './referral';
export * from './csv';
