/** e2e ports (4500–4599 belong to the e2e runs); E2E_PORT_BASE moves them all. */
const base = Number(process.env.E2E_PORT_BASE ?? 4500);

export const ports = {
  /** The shell server every journey uses. */
  shell: base,
  api: base + 1,
  /** A second shell server whose mf_seller files are removed and whose mf_commerce points at a dead port. */
  brokenShell: base + 2,
  /** nginx (deploy/nginx/shirube.conf) in front of the healthy shell, serving the release store. */
  nginx: base + 3,
  /** A shell server a spec starts itself (deploy-shell-rollback: the next shell build, then the older). */
  specShell: base + 4,
  /** stripe-purchase.spec (support/stripe-site.ts): a shell and an API with PAYMENT_PROVIDER=stripe, and
   *  the Stripe-compatible loopback server they and the browser (through routes) talk to. */
  stripeShell: base + 5,
  stripeApi: base + 6,
  fakeStripe: base + 7,
  /** cdn.spec: two shell servers of its own behind nginx's proxy_cache (several-processes.conf). */
  cdnShells: [base + 8, base + 9] as const,
  cdnNginx: base + 10,
  cdnNginxApi: base + 11,
  /** payouts-monthly.spec (support/payout-site.ts): an API with its monthly payout run on, and its shell. */
  payoutShell: base + 12,
  payoutApi: base + 13,
  /** remotes-bucket.spec: a shell following the release bucket, browsers loading remotes from it. */
  bucketShell: base + 14,
  /** axe-walk.spec (support/walk-site.ts): its own shell and API, beside the journeys. */
  walkShell: base + 15,
  walkApi: base + 16,
  /** Nothing listens here: a remote pointed at it cannot load. */
  dead: base + 99,
};
