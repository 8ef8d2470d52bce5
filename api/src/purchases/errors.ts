// Stable codes of buying (each has errors.<code> in shared/i18n).
import { BadRequestError, ConflictError, PaymentRequiredError } from '@shirube/api-contract';
import { forbidden, invalid } from '../auth/errors';

export const soldOut = () =>
  new ConflictError({ code: 'sold_out', message: 'Sold out: every copy of this article has been sold' });
export const alreadyPurchased = () =>
  new ConflictError({ code: 'already_purchased', message: 'You have already bought this article' });
/** 409 (issue 37): the paid part is already open through a magazine the buyer bought; nothing charged. */
export const readableViaMagazine = () =>
  new ConflictError({
    code: 'readable_via_magazine',
    message: 'You can already read this article through a magazine you bought; it was not charged again',
  });
export const idempotencyConflict = () =>
  new ConflictError({
    code: 'idempotency_conflict',
    message: 'This Idempotency-Key was used for another request; make a new key per purchase attempt',
  });
export const paymentInProgress = () =>
  new ConflictError({
    code: 'payment_in_progress',
    message: 'A request with this Idempotency-Key is still being processed; retry shortly',
  });
/** 409: the price the buyer confirmed is no longer the price; `amount` is the one to confirm now. */
export const priceChanged = (amount: number) =>
  new ConflictError({
    code: 'price_changed',
    message: `The price is now ${amount} yen; confirm the new amount`,
    field: 'expectedAmount',
    amount,
  });
/** 400: a card token that is not this user's (reads as unknown) or was already used once. */
export const cardTokenError = (problem: 'unknown' | 'used') =>
  problem === 'used'
    ? new BadRequestError({
        code: 'card_token_used',
        message: 'This card token was already used; enter the card again',
        field: 'token',
      })
    : new BadRequestError({
        code: 'card_token_invalid',
        message: 'Unknown card token; tokenise the card first',
        field: 'token',
      });
export const cardDeclined = (code = 'card_declined', message = 'The card was declined') =>
  new PaymentRequiredError({ code, message });
export const noCard = () =>
  new BadRequestError({ code: 'no_card', message: 'No card is stored', field: 'card' });
export const ownArticle = () => forbidden('Authors cannot buy their own article');
export const adminCannotBuy = () => forbidden('Administrators cannot buy articles');
export const freeArticle = () => invalid('articleId', 'the article is free; there is nothing to buy');

/** A failed order's stored code → the error a replay answers with. */
export function errorForCode(code: string | null, message: string | null) {
  if (code === 'sold_out') return soldOut();
  if (code === 'already_purchased') return alreadyPurchased();
  if (code === 'readable_via_magazine') return readableViaMagazine();
  if (code === 'discount_code_used_up')
    return new ConflictError({
      code,
      message: message ?? 'This discount code has been used up',
      field: 'code',
    });
  return cardDeclined(code ?? 'card_declined', message ?? 'The card was declined');
}
