/**
 * The stand-in Payment Element's frame (served as https://js.stripe.com/…/elements-inner-payment.html,
 * stripe-routes.ts): real card inputs with Stripe's Japanese labels, checked as Stripe.js checks them
 * before it calls Stripe (complete number passing the Luhn check, a month/year not past, a 3–4 digit
 * code), and POST https://api.stripe.com/v1/payment_methods from this frame with the publishable key
 * in the form (`key`), the way Stripe.js sends it. The page that mounted it gets only the answer.
 * With `paypay` / `konbini` among the element's allowedPaymentMethodTypes a PayPay tab (no input; its
 * PaymentMethod is `type=paypay`) and a コンビニ tab (name and email, which Stripe needs for konbini:
 * `type=konbini` with billing_details). Unlike Stripe's: no other tabs, no country field,
 * no brand detection or icons, simple formatting.
 */
export function elementFrameHtml(apiUrl: string): string {
  const fields = [
    ['number', 'カード番号', '1234 1234 1234 1234', 'cc-number'],
    ['expiry', '有効期限', '月 / 年', 'cc-exp'],
    ['cvc', 'セキュリティコード', 'CVC', 'cc-csc'],
  ]
    .map(
      ([name, label, placeholder, autocomplete]) =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" placeholder="${placeholder}" aria-describedby="${name}-error"><p id="${name}-error" role="alert"></p>`,
    )
    .join('');
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>Payment Element</title>
<style>body{font:14px sans-serif;margin:0}label{display:block;margin:6px 0}input{display:block;width:95%;padding:6px}p{color:#df1b41;margin:0}</style>
</head><body><div role="tablist" hidden><button type="button" role="tab" id="tab-card" aria-selected="true">カード</button><button type="button" role="tab" id="tab-paypay" aria-selected="false" hidden>PayPay</button><button type="button" role="tab" id="tab-konbini" aria-selected="false" hidden>コンビニ</button></div>
<form novalidate>${fields}</form><p id="paypay-note" hidden>PayPay アプリまたは PayPay のページでお支払いを承認します。</p>
<div id="konbini-fields" hidden><label for="konbini-name">氏名</label><input id="konbini-name" autocomplete="name"><label for="konbini-email">メールアドレス</label><input id="konbini-email" type="email" autocomplete="email"></div>
<script>(${elementFrame.toString()})(${JSON.stringify(apiUrl)});</script></body></html>`;
}

/** Runs inside the frame (sent as source text: uses nothing from outside). */
function elementFrame(apiUrl: string): void {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const key = hash.get('key') ?? '';
  const parentOrigin = hash.get('origin') ?? '';
  const types = (hash.get('types') ?? 'card').split(',');
  let picked = 'card';
  const tabs = ['card', 'paypay', 'konbini'].filter((t) => types.includes(t));
  if (tabs.length > 1) {
    document.querySelector<HTMLElement>('[role="tablist"]')!.hidden = false;
    const pick = (type: string) => {
      picked = type;
      for (const t of tabs)
        document.getElementById(`tab-${t}`)!.setAttribute('aria-selected', String(t === type));
      document.querySelector('form')!.hidden = type !== 'card';
      document.getElementById('paypay-note')!.hidden = type !== 'paypay';
      document.getElementById('konbini-fields')!.hidden = type !== 'konbini';
    };
    for (const t of tabs) {
      document.getElementById(`tab-${t}`)!.hidden = false;
      document.getElementById(`tab-${t}`)!.addEventListener('click', () => pick(t));
    }
  }
  const konbiniValue = (name: string) =>
    document.querySelector<HTMLInputElement>(`#konbini-${name}`)!.value.trim();
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const digits = (name: string) => input(name).value.replace(/\D/g, '');

  const luhn = (n: string) =>
    [...n].reverse().reduce((sum, d, i) => {
      const x = Number(d) * (i % 2 ? 2 : 1);
      return sum + (x > 9 ? x - 9 : x);
    }, 0) %
      10 ===
    0;
  /** Stripe.js's own checks (its Japanese messages), each shown under its field. */
  const check = () => {
    const number = digits('number');
    const expiry = digits('expiry');
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    const now = new Date();
    const errors: Record<string, { code: string; message: string } | null> = {
      number:
        number.length < 14
          ? { code: 'incomplete_number', message: 'カード番号が不完全です。' }
          : !luhn(number)
            ? { code: 'invalid_number', message: 'カード番号が無効です。' }
            : null,
      expiry:
        expiry.length !== 4 || month < 1 || month > 12
          ? { code: 'incomplete_expiry', message: 'カードの有効期限が不完全です。' }
          : year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)
            ? { code: 'invalid_expiry_year_past', message: 'カードの有効期限が過去の日付です。' }
            : null,
      cvc: /^\d{3,4}$/.test(digits('cvc'))
        ? null
        : { code: 'incomplete_cvc', message: 'カードのセキュリティコードが不完全です。' },
    };
    for (const [name, error] of Object.entries(errors)) {
      document.getElementById(`${name}-error`)!.textContent = error?.message ?? '';
      input(name).setAttribute('aria-invalid', String(!!error));
    }
    const first = Object.values(errors).find(Boolean);
    return first ? { type: 'validation_error', ...first } : null;
  };

  const createPaymentMethod = async () => {
    const error = picked === 'card' ? check() : null;
    if (error) return { error };
    const expiry = digits('expiry');
    const body =
      picked === 'paypay'
        ? new URLSearchParams({ type: 'paypay', key })
        : picked === 'konbini'
          ? new URLSearchParams({
              type: 'konbini',
              'billing_details[name]': konbiniValue('name'),
              'billing_details[email]': konbiniValue('email'),
              key,
            })
          : new URLSearchParams({
              type: 'card',
              'card[number]': digits('number'),
              'card[exp_month]': String(Number(expiry.slice(0, 2))),
              'card[exp_year]': String(2000 + Number(expiry.slice(2, 4))),
              'card[cvc]': digits('cvc'),
              key,
            });
    try {
      const res = await fetch(`${apiUrl}/v1/payment_methods`, { method: 'POST', body });
      const json = (await res.json()) as { error?: unknown };
      return res.ok ? { paymentMethod: json } : { error: json.error };
    } catch {
      return { error: { type: 'api_connection_error', message: 'Stripe に接続できませんでした。' } };
    }
  };

  // Formatting as the buyer types: groups of four digits, and MM / YY.
  input('number').addEventListener('input', () => {
    input('number').value = (
      digits('number')
        .slice(0, 19)
        .match(/.{1,4}/g) ?? []
    ).join(' ');
  });
  input('expiry').addEventListener('input', () => {
    const d = digits('expiry').slice(0, 4);
    input('expiry').value = d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
  });

  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== parentOrigin || e.source !== window.parent) return;
    const { type, id } = e.data as { type: string; id: number };
    const reply = (answer: object) => window.parent.postMessage({ ...answer, id }, parentOrigin);
    if (type === 'submit') {
      const error = picked === 'card' ? check() : null;
      reply(error ? { error } : {});
    } else if (type === 'createPaymentMethod') void createPaymentMethod().then(reply);
  });
  window.parent.postMessage({ type: 'ready' }, parentOrigin);
}
