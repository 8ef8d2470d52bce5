/**
 * A stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js; no network here), served by
 * Playwright (stripe-routes.ts). It implements only what mf-commerce calls (card/StripeCard.tsx):
 * `Stripe(pk, { locale })`, `stripe.elements({ mode, amount, currency, paymentMethodCreation,
 * allowedPaymentMethodTypes })`,
 * `elements.create('payment')` → `on('ready')`, `mount(el)`, `destroy()`, `elements.submit()` and
 * `stripe.createPaymentMethod({ elements })`, plus the `_registerWrapper` and `version` that
 * @stripe/stripe-js's loader reads.
 *
 * Like the real one, the card fields live in a frame from https://js.stripe.com (stripe-element-frame.ts)
 * that the page cannot read: the page asks it by postMessage (origin and source checked) and the frame
 * itself calls POST https://api.stripe.com/v1/payment_methods with the publishable key. Not like the real
 * one: no /v1/elements/sessions call (payment method types, wallets, Link), no card brand icons or
 * detection, tabs only for card and PayPay (of allowedPaymentMethodTypes), no auto-resizing, no fraud signals (m.stripe.network, muid/guid),
 * no appearance API, and no confirmPayment / handleNextAction (our flow never calls them: the server confirms; 3-D
 * Secure runs in the dialog's own frame and PayPay in the whole window, from redirect_to_url).
 *
 * `stripeJsStandIn` runs in the browser: it is sent as source text, so it must use nothing from outside.
 */
export function stripeJsStandIn(frameUrl: string, releaseTrain: string): void {
  const frameOrigin = new URL(frameUrl).origin;
  type Answer = { type: string; id?: number; error?: unknown; paymentMethod?: unknown };
  let frames = 0;

  /** One Payment Element: its frame and the questions it has not answered yet. */
  function paymentElement(key: string, locale: string, types: string[]) {
    let frame: HTMLIFrameElement | null = null;
    let ready = false;
    let asked = 0;
    const waiting = new Map<number, (answer: Answer) => void>();
    const listeners: Record<string, Array<(event: unknown) => void>> = {};
    const emit = (name: string, event: unknown) => (listeners[name] ?? []).forEach((cb) => cb(event));
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== frameOrigin || !frame || e.source !== frame.contentWindow) return;
      const answer = e.data as Answer;
      if (answer?.type === 'ready') {
        ready = true;
        emit('ready', { elementType: 'payment' });
      } else if (typeof answer?.id === 'number') {
        waiting.get(answer.id)?.(answer);
        waiting.delete(answer.id);
      }
    };
    const element = {
      on(name: string, cb: (event: unknown) => void) {
        (listeners[name] ??= []).push(cb);
        return element;
      },
      mount(target: HTMLElement | string) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host)
          throw new Error('IntegrationError: The selector you specified does not match any elements.');
        frame = document.createElement('iframe');
        frame.name = `__privateStripeFrame${++frames}`;
        frame.title = 'セキュリティで保護された支払い入力フレーム';
        frame.setAttribute('frameborder', '0');
        frame.style.width = '100%';
        frame.style.height = '230px';
        frame.style.border = '0';
        const hash = new URLSearchParams({
          key,
          locale,
          origin: window.location.origin,
          types: types.join(','),
        });
        frame.src = `${frameUrl}#${hash.toString()}`;
        window.addEventListener('message', onMessage);
        host.appendChild(frame);
      },
      destroy() {
        window.removeEventListener('message', onMessage);
        frame?.remove();
        frame = null;
        ready = false;
      },
      /** Not Stripe's API: the stand-in's question to its frame. */
      ask(type: string): Promise<Answer> {
        const target = frame?.contentWindow;
        if (!target || !ready)
          return Promise.resolve({
            type,
            error: { type: 'validation_error', message: 'The Payment Element is not mounted.' },
          });
        const id = ++asked;
        return new Promise((resolve) => {
          waiting.set(id, resolve);
          target.postMessage({ type, id }, frameOrigin);
        });
      },
    };
    return element;
  }

  function Stripe(publishableKey: string, options: { locale?: string } = {}) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey))
      throw new Error(`IntegrationError: Invalid API Key provided: ${String(publishableKey)}`);
    const locale = options.locale ?? 'auto';
    type Element = ReturnType<typeof paymentElement>;
    const elementOf = new WeakMap<object, () => Element | null>();
    return {
      elements(
        elementsOptions: { mode?: string; currency?: string; allowedPaymentMethodTypes?: string[] } = {},
      ) {
        // Stripe takes any currency; the stand-in is only ever asked for yen and says so if that changes.
        if (elementsOptions.currency && elementsOptions.currency !== 'jpy')
          throw new Error('IntegrationError: the stand-in knows jpy only');
        let created: Element | null = null;
        const elements = {
          create(type: string) {
            if (type !== 'payment') throw new Error(`IntegrationError: the stand-in has no ${type} Element`);
            created = paymentElement(
              publishableKey,
              locale,
              elementsOptions.allowedPaymentMethodTypes ?? ['card'],
            );
            return created;
          },
          async submit() {
            if (!created) return { error: { type: 'validation_error', message: 'No Payment Element.' } };
            const answer = await created.ask('submit');
            return answer.error ? { error: answer.error } : {};
          },
        };
        elementOf.set(elements, () => created);
        return elements;
      },
      async createPaymentMethod({ elements }: { elements: object }) {
        const element = elementOf.get(elements)?.();
        if (!element) throw new Error('IntegrationError: createPaymentMethod needs the elements instance.');
        const answer = await element.ask('createPaymentMethod');
        return answer.error ? { error: answer.error } : { paymentMethod: answer.paymentMethod };
      },
      _registerWrapper() {},
    };
  }
  Stripe.version = releaseTrain;
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
