// What Stripe's documented test cards do (https://docs.stripe.com/testing), as the fake plays them.
//   authenticate: 3-D Secure on every on-session payment; off-session only when the card was not set up
//     (4000 0025 0000 3155, "authenticationRequiredOnSetup").  always: even off-session (…3184).
export interface TestCard {
  brand: string;
  last4: string;
  outcome: 'succeed' | 'authenticate' | 'authenticate_always' | 'decline';
  declineCode?: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', last4: '4242', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', last4: '4444', outcome: 'succeed' },
  '3566002020360505': { brand: 'jcb', last4: '0505', outcome: 'succeed' },
  '4000002500003155': { brand: 'visa', last4: '3155', outcome: 'authenticate' },
  '4000002760003184': { brand: 'visa', last4: '3184', outcome: 'authenticate_always' },
  '4000000000009995': { brand: 'visa', last4: '9995', outcome: 'decline', declineCode: 'insufficient_funds' },
  '4000000000000002': { brand: 'visa', last4: '0002', outcome: 'decline', declineCode: 'generic_decline' },
};

/** Stripe's ready-made test PaymentMethods (pm_card_…) and the numbers behind them. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_jcb: '3566002020360505',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclined: '4000000000000002',
};

/** Stripe's form encoding (a[b][c]=v, a[0]=v) back to objects; numbers stay strings, as Stripe reads them. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}
