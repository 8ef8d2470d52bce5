/**
 * Issue 21: buying through the Stripe path in real Chromium. The spec starts its own stripe-mode site
 * (support/stripe-site.ts: API + shell with PAYMENT_PROVIDER=stripe and the Stripe-compatible loopback
 * server); every other spec keeps the setup's sandbox site. Stripe.js is a local stand-in served at its
 * real URL (support/stripe-js-standin.ts says how far it matches), and api.stripe.com / hooks.stripe.com
 * are routed to the loopback server (support/stripe-routes.ts), so the page runs under the shell's real
 * stripe-mode CSP. The buyer's dialog flow and texts are the sandbox's: only the card input differs.
 */
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { freshActor, reportAndCloseActors } from './support/actors';
import { findPaidDemoArticles, type PaidArticle } from './support/articles';
import { buyButton, expectPurchased, openPurchaseDialog, payButton } from './support/commerce-ui';
import { msg } from './support/i18n';
import { routeStripe } from './support/stripe-routes';
import { startStripeSite, type StripeSite } from './support/stripe-site';

let site: StripeSite;
let articles: PaidArticle[];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startStripeSite();
  articles = await findPaidDemoArticles(site.apiUrl, 5);
});
test.afterAll(async () => site?.stop());
// Each test signs a buyer up (mail), loads the article and pays through three servers on 2 cores.
test.describe.configure({ timeout: 120_000 });
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && site) console.log(site.tail());
  await reportAndCloseActors(testInfo);
});

/** A new buyer on the stripe-mode site whose browser reaches "Stripe" locally; what it sends us is kept. */
async function buyerAt(browser: Browser, article: PaidArticle) {
  const buyer = await freshActor(browser, site.shellUrl, site.mailDir, 'buyer');
  await routeStripe(buyer.context, site.fake.url);
  const sentToUs: string[] = [];
  buyer.context.on('request', (r) => {
    if (r.url().startsWith(site.shellUrl)) sentToUs.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await buyer.page.goto(`/u/${article.authorAccount}/a/${article.id}`);
  return { buyer, sentToUs };
}

/** The Payment Element's frame (from js.stripe.com, as Stripe's: the page cannot read the fields). */
const paymentElement = (dialog: Locator): FrameLocator =>
  dialog.getByTestId('stripe-card').frameLocator('iframe[name^="__privateStripeFrame"]');

async function enterCard(dialog: Locator, number: string) {
  const card = paymentElement(dialog);
  await card.getByLabel('カード番号', { exact: true }).pressSequentially(number.replace(/\s/g, ''));
  await expect(card.getByLabel('カード番号', { exact: true })).toHaveValue(number);
  await card.getByLabel('有効期限', { exact: true }).fill('12 / 30');
  await card.getByLabel('セキュリティコード', { exact: true }).fill('123');
}

/** The PaymentIntent Stripe holds for the PaymentMethod the buyer's browser made. */
function intentPaidWith(last4: string) {
  const made = site.fake.exchanges.filter(
    (x) => x.route === '/v1/payment_methods' && x.status === 200 && x.body.card?.last4 === last4,
  );
  const pm = made.at(-1)?.body.id as string | undefined;
  return [...site.fake.intents.values()].find((pi) => pi.payment_method === pm);
}

function expectNoCardDataSentToUs(sentToUs: string[], number: string) {
  const digits = number.replace(/\s/g, '');
  expect(sentToUs.filter((line) => line.includes(digits) || line.includes(number))).toEqual([]);
}

async function expectStripeCharged(page: Page, article: PaidArticle, last4: string) {
  await expectPurchased(page, article.paidText);
  const intent = intentPaidWith(last4);
  expect(intent).toMatchObject({ status: 'succeeded', amount: article.price, currency: 'jpy' });
  expect(intent?.metadata.order_id).toMatch(/\S/);
  await site.fake.idle();
  const events = site.fake.events.filter((e) => e.event.data.object.id === intent?.id);
  // Stripe's webhook for the payment reached the API and was accepted (signature checked there).
  expect(events.map((e) => [e.event.type, e.deliveries])).toContainEqual(['payment_intent.succeeded', [200]]);
  expect(site.cspViolations()).toEqual([]);
}

/** A new buyer opens the article, enters `number` in the Payment Element and presses pay. */
async function payWithStripe(browser: Browser, article: PaidArticle, number: string) {
  const { buyer, sentToUs } = await buyerAt(browser, article);
  const dialog = await openPurchaseDialog(buyer.page);
  await enterCard(dialog, number);
  await payButton(dialog).click();
  return { page: buyer.page, dialog, sentToUs };
}

test('a card paid at once (4242…) through Stripe.js: the paid part shows', async ({ browser }) => {
  const { page, sentToUs } = await payWithStripe(browser, articles[0], '4242 4242 4242 4242');
  await expectStripeCharged(page, articles[0], '4242');
  expectNoCardDataSentToUs(sentToUs, '4242 4242 4242 4242');
});

test('a 3-D Secure card (4000 0025 0000 3155): the issuer’s page in the dialog, then purchased', async ({
  browser,
}) => {
  const { page, dialog, sentToUs } = await payWithStripe(browser, articles[1], '4000 0025 0000 3155');
  await expect(dialog.getByText(msg('commerce.purchase.challenge'))).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(msg('commerce.purchase.polling'));
  // Stripe's test issuer page (the loopback server's, at hooks.stripe.com as in production).
  const challenge = dialog.frameLocator('iframe[data-testid="three-d-secure-frame"]');
  await expect(challenge.getByTestId('fake-stripe-3ds')).toBeVisible();
  expect(intentPaidWith('3155')?.status).toBe('requires_action');
  await challenge.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expectStripeCharged(page, articles[1], '3155');
  expectNoCardDataSentToUs(sentToUs, '4000 0025 0000 3155');
});

test('an incomplete card stops in Stripe.js; a declined one (…9995) shows the decline, nothing bought', async ({
  browser,
}) => {
  const article = articles[2];
  const { buyer } = await buyerAt(browser, article);
  const dialog = await openPurchaseDialog(buyer.page);
  const card = paymentElement(dialog);
  const made = site.fake.exchanges.length;
  await card.getByLabel('カード番号', { exact: true }).fill('4242 4242');
  await payButton(dialog).click();
  await expect(card.getByText('カード番号が不完全です。')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(msg('errors.stripe_card'));
  expect(site.fake.exchanges.length).toBe(made);

  await card.getByLabel('カード番号', { exact: true }).clear();
  await enterCard(dialog, '4000 0000 0000 9995');
  await payButton(dialog).click();
  await expect(dialog.getByRole('alert')).toHaveText(msg('errors.card_declined'));
  expect(intentPaidWith('9995')?.status).toBe('requires_payment_method');
  await dialog.getByRole('button', { name: msg('common.close'), exact: true }).click();
  await expect(buyButton(buyer.page)).toHaveText(msg('reader.buy.button'));
  await expect(buyer.page.getByTestId('article-body')).not.toContainText(article.paidText);
  expect(site.cspViolations()).toEqual([]);
});

/** Stripe's test issuer page in the dialog's frame: the card holder completes it. */
async function completeIssuerPage(dialog: Locator) {
  await expect(dialog.getByText(msg('commerce.purchase.challenge'))).toBeVisible();
  const challenge = dialog.frameLocator('iframe[data-testid="three-d-secure-frame"]');
  await challenge.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('a saved card (…3155) buys again with no security code typed on our page: on-session, the issuer’s 3-D Secure', async ({
  browser,
}) => {
  // Issue 35: the card is saved with the first purchase, and the second is the buyer's own payment
  // (on-session, the return page), with nothing card-like entered outside Stripe's frame.
  const { buyer, sentToUs } = await buyerAt(browser, articles[0]);
  const first = await openPurchaseDialog(buyer.page);
  await enterCard(first, '4000 0025 0000 3155');
  await first.getByLabel(msg('commerce.card.save'), { exact: true }).check();
  await payButton(first).click();
  await completeIssuerPage(first);
  await expectStripeCharged(buyer.page, articles[0], '3155');

  await buyer.page.goto(`/u/${articles[1].authorAccount}/a/${articles[1].id}`);
  const dialog = await openPurchaseDialog(buyer.page);
  await expect(dialog.getByRole('radio', { name: /•+ 3155/ })).toBeChecked();
  await expect(dialog.getByTestId('stored-card-stripe')).toHaveText(
    msg('commerce.purchase.storedCardStripe'),
  );
  await expect(dialog.getByLabel(msg('commerce.card.cvv'), { exact: true })).toHaveCount(0);
  await expect(dialog.getByTestId('stripe-card')).toHaveCount(0);
  const seen = site.fake.exchanges.length;
  await payButton(dialog).click();
  await completeIssuerPage(dialog);
  await expectPurchased(buyer.page, articles[1].paidText);
  const confirms = site.fake.exchanges
    .slice(seen)
    .filter((x) => x.route === '/v1/payment_intents/{intent}/confirm');
  expect(confirms.map((x) => [x.status, x.params.off_session ?? null, x.body.status])).toEqual([
    [200, null, 'requires_action'],
  ]);
  const purchases = sentToUs.filter((line) => /\/v1\/articles\/\d+\/purchase /.test(line));
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).not.toMatch(/cvv|cvc/i);
  expectNoCardDataSentToUs(sentToUs, '4000 0025 0000 3155');
  expect(site.cspViolations()).toEqual([]);
});

test('PayPay: the whole window goes to PayPay and comes back to the article, bought; a cancel says so in Japanese', async ({
  browser,
}) => {
  // Issue 35: Stripe's redirect flow — confirm with return_url, next_action.redirect_to_url opened in the
  // whole window (not the dialog's frame), Stripe back to our return page with payment_intent and
  // redirect_status, the order settled from the PaymentIntent, then the article.
  const article = articles[3];
  const articlePath = `/u/${article.authorAccount}/a/${article.id}`;
  const { buyer } = await buyerAt(browser, article);
  const pickPayPay = async () => {
    const dialog = await openPurchaseDialog(buyer.page);
    await paymentElement(dialog).getByRole('tab', { name: 'PayPay' }).click();
    await payButton(dialog).click();
    // PayPay's page (the loopback server's, at hooks.stripe.com) in the top-level window.
    await expect(buyer.page.getByTestId('fake-paypay')).toBeVisible();
    expect(new URL(buyer.page.url()).host).toBe('hooks.stripe.com');
  };

  await pickPayPay();
  await buyer.page.getByRole('button', { name: 'Fail test payment' }).click();
  await expect(buyer.page.getByRole('alert')).toHaveText('お支払いは完了しませんでした');
  await expect(buyer.page.getByTestId('payment-return')).toContainText('代金は請求されていません');
  await buyer.page.getByRole('link', { name: '記事に戻る' }).click();
  await expect(buyer.page).toHaveURL(`${site.shellUrl}${articlePath}`);
  await expect(buyButton(buyer.page)).toHaveText(msg('reader.buy.button'));

  await pickPayPay();
  await buyer.page.getByRole('button', { name: 'Authorize test payment' }).click();
  await expect(buyer.page).toHaveURL(`${site.shellUrl}${articlePath}`);
  await expectPurchased(buyer.page, article.paidText);
  // Two PayPay PaymentMethods made in Stripe's frame: the cancelled intent and the paid one.
  const paypay = site.fake.exchanges
    .filter((x) => x.route === '/v1/payment_methods' && x.status === 200 && x.body.type === 'paypay')
    .map((x) => x.body.id as string);
  const intents = [...site.fake.intents.values()].filter((pi) => paypay.includes(pi.payment_method));
  expect(intents.map((pi) => [pi.status, pi.amount])).toEqual([
    ['requires_payment_method', article.price],
    ['succeeded', article.price],
  ]);
  await site.fake.idle();
  expect(site.cspViolations()).toEqual([]);
});

test('コンビニ: the voucher in the dialog and under 支払い待ち; the paid part opens after Stripe’s payment_intent.succeeded', async ({
  browser,
}) => {
  // Issue 35: a konbini PaymentMethod from Stripe's frame (name + email), the voucher from
  // next_action.konbini_display_details, then the store payment reported by webhook through the site.
  const article = articles[4];
  const { buyer } = await buyerAt(browser, article);
  const dialog = await openPurchaseDialog(buyer.page);
  const element = paymentElement(dialog);
  await element.getByRole('tab', { name: 'コンビニ' }).click();
  await element.getByLabel('氏名', { exact: true }).fill('山田 太郎');
  await element.getByLabel('メールアドレス', { exact: true }).fill('konbini-buyer@example.com');
  await payButton(dialog).click();
  const voucher = dialog.getByTestId('konbini-voucher');
  await expect(dialog.getByText(msg('commerce.konbini.title'))).toBeVisible();
  const made = site.fake.exchanges.filter(
    (x) => x.route === '/v1/payment_methods' && x.status === 200 && x.body.type === 'konbini',
  );
  const pi = [...site.fake.intents.values()].find((i) => i.payment_method === made.at(-1)?.body.id);
  expect(pi).toMatchObject({ status: 'requires_action', amount: article.price });
  const lawson = pi!.next_action.konbini_display_details.stores.lawson;
  await expect(voucher.getByTestId('konbini-store-lawson')).toContainText(lawson.payment_code);
  await expect(voucher.getByTestId('konbini-store-lawson')).toContainText(lawson.confirmation_number);
  await dialog.getByRole('button', { name: msg('common.close'), exact: true }).click();
  await expect(buyer.page.getByTestId('article-body')).not.toContainText(article.paidText);

  await buyer.page.goto('/settings/purchased_history');
  await expect(buyer.page.getByTestId('awaiting-payment-row')).toContainText(article.title);

  site.fake.payKonbini(pi!.id);
  await site.fake.idle();
  const events = site.fake.events.filter((e) => e.event.data.object.id === pi!.id);
  expect(events.map((e) => [e.event.type, e.deliveries])).toContainEqual(['payment_intent.succeeded', [200]]);
  await buyer.page.goto(`/u/${article.authorAccount}/a/${article.id}`);
  await expectPurchased(buyer.page, article.paidText);
  expect(site.cspViolations()).toEqual([]);
});
