// Issue 21: Stripe's documented origins are in the page policy only when the processor is Stripe.
import { pageCsp, STRIPE_CSP } from './headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('page CSP and the card processor', () => {
  it('allows no Stripe origin with the sandbox', () => {
    expect(pageCsp('n0nce', {})).not.toContain('stripe.com');
  });

  it("allows Stripe.js, its frames, 3-D Secure's hooks and its API with PAYMENT_PROVIDER=stripe", () => {
    const csp = pageCsp('n0nce', {}, { stripe: true });
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining([...STRIPE_CSP.script, "'nonce-n0nce'"]),
    );
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(STRIPE_CSP.frame));
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(STRIPE_CSP.connect));
    // Nothing else is widened.
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });
});
