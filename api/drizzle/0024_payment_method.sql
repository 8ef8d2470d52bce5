-- How the buyer paid (issue 35 item 5): card for every order so far (sandbox, stored and Stripe cards);
-- the Stripe provider sets paypay from the PaymentMethod. Purchase history and receipts name it.
ALTER TABLE "payment_orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;