// Entry of api/dist/server.cjs (scripts/lib/servers.mjs): the compiled API as a library, for the API
// suites' compiled mode (testing/server-under-test.ts). Production runs api/dist/main.js.
export { startServer } from './server';
export { createMailer } from './mail/mailer';

/** Which file this code runs from: api/dist/server.cjs when compiled (the harness checks it). */
export const loadedFrom: string = import.meta.url;

// Test hooks of THIS copy of the code: a compiled server keeps its own module state, so the suites
// reach them through the library they started (testing/server-under-test.ts), never by import.
export { checkout, checkoutFaults } from './payments/checkout';
export { deletionFaults } from './users/deletion-forfeit';
export { pendingResets } from './auth/password-reset';
export { kickPurchaseMails, outboxFaults } from './purchases/mail-outbox';
// The reconciler of this copy: it settles through the payment provider this copy's server selected (Stripe).
export { reconcileStaleOrders } from './payments/reconcile';
export { reconcileOpenDisputes } from './disputes/reconcile';
// This copy's Prometheus registry (api/src/metrics.ts counts into it).
export { metricsRegistry } from '@shirube/server';
export { flushViews } from './analytics/ingest';
export { drainDeletions } from './storage/deletions';
