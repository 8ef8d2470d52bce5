import {
  purchaseAvailability,
  purchaseBlocker,
  salesBadge,
  type PurchaseAvailabilityInput,
} from './purchase-availability';

const base: PurchaseAvailabilityInput = {
  price: 500,
  isOwner: false,
  isAdmin: false,
  isPurchased: false,
  availableSalesCount: 0,
  isSalesUnlimited: true,
  signedIn: true,
};

describe('purchaseAvailability', () => {
  it('lets a signed-in reader buy an unlimited paid article', () => {
    const a = purchaseAvailability(base);
    expect(a).toMatchObject({
      buyable: true,
      priceDisabled: false,
      soldOut: false,
      fewLeft: false,
      badge: null,
    });
    expect(a.needsSignIn).toBe(false);
  });

  it('keeps the button clickable for a visitor but asks for sign-in first', () => {
    expect(purchaseAvailability({ ...base, signedIn: false })).toMatchObject({
      buyable: true,
      needsSignIn: true,
    });
  });

  it('disables the price for the owner and for admins', () => {
    expect(purchaseAvailability({ ...base, isOwner: true })).toMatchObject({
      priceDisabled: true,
      buyable: false,
    });
    expect(purchaseAvailability({ ...base, isAdmin: true })).toMatchObject({
      priceDisabled: true,
      buyable: false,
    });
  });

  it('is sold out only when no copies are left and sales are limited', () => {
    const soldOut = purchaseAvailability({ ...base, isSalesUnlimited: false, availableSalesCount: 0 });
    expect(soldOut).toMatchObject({
      soldOut: true,
      priceDisabled: true,
      buyable: false,
      badge: 'icon_sold_out',
    });
    expect(purchaseAvailability({ ...base, isSalesUnlimited: true, availableSalesCount: 0 }).soldOut).toBe(
      false,
    );
  });

  it('shows few left for 1 to 10 remaining copies', () => {
    const at = (n: number) =>
      purchaseAvailability({ ...base, isSalesUnlimited: false, availableSalesCount: n });
    expect(at(1)).toMatchObject({ fewLeft: true, buyable: true, badge: 'icon_c' });
    expect(at(10)).toMatchObject({ fewLeft: true, badge: 'icon_c' });
    expect(at(11)).toMatchObject({ fewLeft: false, badge: 'icon_b' });
    expect(at(0).fewLeft).toBe(false);
  });

  it('shows a purchased, non-buyable state once bought, even if now sold out', () => {
    expect(purchaseAvailability({ ...base, isPurchased: true })).toMatchObject({
      purchased: true,
      buyable: false,
    });
    const soldOutBuyer = purchaseAvailability({
      ...base,
      isPurchased: true,
      isSalesUnlimited: false,
      availableSalesCount: 0,
    });
    expect(soldOutBuyer).toMatchObject({ purchased: true, soldOut: true });
  });

  it('never offers a free article for sale', () => {
    expect(purchaseAvailability({ ...base, price: 0 })).toMatchObject({
      free: true,
      buyable: false,
      needsSignIn: false,
    });
  });
});

describe('salesBadge', () => {
  it('maps remaining copies to the badge images by band', () => {
    expect(salesBadge(0, false)).toBe('icon_sold_out');
    expect(salesBadge(5, false)).toBe('icon_c');
    expect(salesBadge(50, false)).toBe('icon_b');
    expect(salesBadge(51, false)).toBe('icon_a');
    expect(salesBadge(3, true)).toBeNull();
  });
});

describe('purchaseBlocker (the API checkout answers with it)', () => {
  it('names the first reason in the server order: owner, admin, free, purchased, sold out', () => {
    expect(purchaseBlocker(base)).toBeNull();
    expect(purchaseBlocker({ ...base, isOwner: true, isAdmin: true })).toBe('own_article');
    expect(purchaseBlocker({ ...base, isAdmin: true, price: 0 })).toBe('admin');
    expect(purchaseBlocker({ ...base, price: 0, isPurchased: true })).toBe('free');
    expect(purchaseBlocker({ ...base, isPurchased: true, isSalesUnlimited: false })).toBe('purchased');
    expect(purchaseBlocker({ ...base, isSalesUnlimited: false, availableSalesCount: 0 })).toBe('sold_out');
  });

  it('decides "free" on the charged price (a sale or link code down to 0 yen) like the page', () => {
    expect(purchaseBlocker({ ...base, discountedPrice: 0 })).toBe('free');
    expect(purchaseBlocker({ ...base, codePrice: 0 })).toBe('free');
    expect(purchaseBlocker({ ...base, discountedPrice: 300 })).toBeNull();
    expect(purchaseAvailability({ ...base, discountedPrice: 0 })).toMatchObject({
      free: true,
      buyable: false,
    });
  });
});
