// PAYMENT_PROVIDER=stripe at server start: the Stripe provider is selected for the server's database
// (before the contract handlers read it) and its two routes outside the JSON contract are served —
// the webhook (raw body for the signature) and the 3-D Secure return page (HTML in the dialog's frame).
import { paymentConfig } from '../../config';
import type { AppServices } from '../../context';
import { selectPaymentProvider } from '../provider';
import { createStripeProvider } from './provider';
import { stripeReturnRoute } from './return-page';
import { stripeWebhookRoute } from './webhook';

export function paymentProviderRoutes(services: AppServices): Array<ReturnType<typeof stripeReturnRoute>> {
  const payment = paymentConfig(services.config);
  if (payment.provider !== 'stripe') return [];
  const provider = createStripeProvider(services.db, payment, services.config.siteUrl);
  selectPaymentProvider(services.db, provider);
  return [stripeWebhookRoute(services, provider), stripeReturnRoute(services)];
}
