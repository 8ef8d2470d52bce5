/**
 * mf_commerce's purchase dialog (widget loaded by the reader through the shell). Shows what is bought —
 * an article, or a magazine (issue 37: its full price, with the notice for a buyer who already reads some
 * of its articles, @shirube/domain magazineCharge) — and its price, the stored card (+ security code) or a new-card form, then runs usePurchaseFlow:
 * 3-D Secure shows the issuer's page in a frame while the payment is polled.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSetup, StoredCard } from '@shirube/api-contract';
import { chargedPrice, magazineCharge } from '@shirube/domain';
import { useShell } from '@shirube/shell-contract';
import { Button, Dialog, Price, TextField } from '@shirube/ui';
import { CardFields } from '../card/CardFields';
import { StripeCard, type StripeCardHandle } from '../card/StripeCard';
import { isValid, validateCard, type CardFields as Fields } from '../card/cardInput';
import { cardPageReturningTo } from '../card/returnTo';
import { KonbiniVoucher } from './KonbiniVoucher';
import { MagazineTexts } from './MagazineTexts';
import { CommerceRoot, useCommerceApi } from '../lib/CommerceRoot';
import { errorText } from '../lib/errors';
import { formatExp } from '../lib/format';
import { useSystemPhrase } from '../lib/useSystemPhrase';
import { usePurchaseFlow } from './usePurchaseFlow';
import * as s from '../commerce.css';

/** A magazine as the item (POST /v1/magazines/:id/charge; no discount codes, no copies). */
export interface MagazineItem {
  id: number;
  /** Its articles the buyer already reads: the full price applies all the same (said before paying). */
  ownedArticlesCount: number;
}

export interface PurchaseDialogProps {
  open: boolean;
  /** The article bought; unused when `magazine` is set. */
  articleId?: number;
  magazine?: MagazineItem;
  title?: string;
  price?: number;
  discountedPrice?: number | null;
  discountCode?: string;
  onClose(): void;
  onPurchased?(): void;
  /** Tests shorten the 1 s poll. */
  pollIntervalMs?: number;
}

export function PurchaseDialog(props: PurchaseDialogProps) {
  if (!props.open) return null;
  return (
    <CommerceRoot>
      {props.magazine ? (
        <MagazineTexts>
          <PurchaseDialogBody {...props} />
        </MagazineTexts>
      ) : (
        <PurchaseDialogBody {...props} />
      )}
    </CommerceRoot>
  );
}

const emptyCard: Fields = { number: '', expiry: '', cvc: '', name: '' };

function PurchaseDialogBody({
  articleId,
  magazine,
  title,
  price,
  discountedPrice,
  discountCode,
  onClose,
  onPurchased,
  pollIntervalMs,
}: PurchaseDialogProps) {
  const intl = useIntl();
  const shell = useShell();
  const api = useCommerceApi();
  const [stored, setStored] = useState<StoredCard | null>(null);
  const [method, setMethod] = useState<'stored' | 'new'>('new');
  const [card, setCard] = useState<Fields>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  const [cvv, setCvv] = useState('');
  // The processor decides the card input: our sandbox form, or Stripe's Payment Element.
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const listed =
    price === undefined ? undefined : chargedPrice({ price, discountedPrice: discountedPrice ?? null });
  // The amount the buyer confirms: the page's price until the server says it changed (price_changed).
  const [changed, setChanged] = useState<number | null>(null);
  const shown = changed ?? listed;
  // The operators' wording of the no-refund notice (system phrase), else the built-in one.
  const notice = useSystemPhrase('purchase_notice');
  const flow = usePurchaseFlow({
    articleId: articleId ?? 0,
    magazineId: magazine?.id,
    discountCode,
    expectedAmount: shown,
    onPriceChanged: setChanged,
    pollIntervalMs,
    onPurchased: () => {
      shell.toast(intl.formatMessage({ id: 'commerce.purchase.success' }), 'success');
      shell.invalidate('article');
      onPurchased?.();
    },
  });

  useEffect(() => {
    let live = true;
    api.payments
      .setup()
      .then(({ data }) => live && setSetup(data))
      .catch(() => live && setSetup({ provider: 'sandbox', publishableKey: null }));
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    let live = true;
    api.payments
      .card()
      .then(({ data }) => {
        if (!live || !data.hasCard) return;
        setStored(data);
        setMethod('stored');
      })
      .catch(() => {
        // No stored card to offer: the new-card form is always there.
      });
    return () => {
      live = false;
    };
  }, [api]);

  const { state } = flow;
  const busy = state.step === 'paying' || state.step === 'challenge';
  const methodChoice = (choice: 'stored' | 'new', label: ReactNode) => (
    <label className={s.radio}>
      <input
        type="radio"
        name="method"
        checked={method === choice}
        onChange={() => setMethod(choice)}
        disabled={busy}
      />
      {label}
    </label>
  );
  const fieldErrors = state.step === 'form' ? (state.fieldErrors ?? {}) : {};

  const submit = () => {
    // The processor is not known yet (GET /v1/payment/setup): nothing to decide the form by.
    if (!setup) return;
    // A magazine's stored-card charge takes no security code (its contract has none).
    if (method === 'stored')
      return void flow.payWithStoredCard(setup.provider === 'stripe' || magazine ? null : cvv.trim());
    if (setup?.provider === 'stripe') {
      if (stripeCard.current) void flow.payWithNewCard(stripeCard.current, saveCard);
      return;
    }
    const errors = validateCard(card);
    if (!isValid(errors)) return flow.setFieldErrors(errors);
    void flow.payWithNewCard(card, saveCard);
  };

  const actions =
    state.step === 'success' ? (
      <Button onClick={onClose}>
        <FormattedMessage id="common.close" />
      </Button>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
        {state.step !== 'challenge' && state.step !== 'voucher' && (
          <Button onClick={submit} disabled={busy || setup === null} data-testid="pay-button">
            <FormattedMessage id={busy ? 'commerce.purchase.paying' : 'commerce.purchase.pay'} />
          </Button>
        )}
      </>
    );

  return (
    <Dialog
      open
      title={<FormattedMessage id={magazine ? 'commerce.magazine.title' : 'commerce.purchase.title'} />}
      onClose={onClose}
      actions={actions}
    >
      <div className={s.summary} data-testid="purchase-summary">
        <span className={s.summaryTitle}>
          {magazine && (
            <span className={s.muted}>
              <FormattedMessage id="commerce.magazine.kind" />{' '}
            </span>
          )}
          {title}
        </span>
        {shown !== undefined && (
          // After price_changed only the new price: the old one is not a discount.
          <Price
            className={s.price}
            taxIncluded
            amount={changed === null && price !== undefined ? price : shown}
            discountedPrice={shown}
          />
        )}
      </div>

      {state.step === 'success' && (
        <div role="status">
          <p className={s.success}>
            <FormattedMessage id="commerce.purchase.success" />
          </p>
          <p className={s.muted}>
            <FormattedMessage id="commerce.purchase.successBody" />
          </p>
        </div>
      )}

      {state.step === 'voucher' && (
        <div role="status">
          <p className={s.success}>
            <FormattedMessage id="commerce.konbini.title" />
          </p>
          <p className={s.muted}>
            <FormattedMessage id="commerce.konbini.body" />
          </p>
          <KonbiniVoucher voucher={state.voucher} />
        </div>
      )}

      {state.step === 'challenge' && (
        <>
          <p className={s.muted}>
            <FormattedMessage id="commerce.purchase.challenge" />
          </p>
          <iframe
            className={s.frame}
            srcDoc={state.html}
            title={intl.formatMessage({ id: 'commerce.purchase.challengeFrame' })}
            data-testid="three-d-secure-frame"
          />
          <p className={s.status} role="status">
            <span className={s.spinner} aria-hidden="true" />
            <FormattedMessage id="commerce.purchase.polling" />
          </p>
        </>
      )}

      {(state.step === 'form' || state.step === 'paying') && (
        <>
          {magazine && magazineCharge(price ?? 0, magazine.ownedArticlesCount).ownsSome && (
            <p className={s.alert} data-testid="magazine-owns-some">
              <FormattedMessage id="magazine.ownsSome" values={{ count: magazine.ownedArticlesCount }} />
            </p>
          )}
          {stored && (
            <fieldset className={s.methods}>
              <legend className={s.legend}>
                <FormattedMessage id="commerce.purchase.method" />
              </legend>
              {methodChoice(
                'stored',
                <FormattedMessage
                  id="commerce.purchase.storedCard"
                  values={{ last4: stored.last4, exp: formatExp(stored.expMonth, stored.expYear) }}
                />,
              )}
              {methodChoice('new', <FormattedMessage id="commerce.purchase.newCard" />)}
            </fieldset>
          )}
          {method === 'stored' && stored ? (
            setup?.provider === 'sandbox' ? (
              magazine ? null : (
                <TextField
                  label={intl.formatMessage({ id: 'commerce.card.cvv' })}
                  value={cvv}
                  onChange={(e) => setCvv(e.target.value.replace(/\D/g, '').slice(0, 4))}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  disabled={busy}
                  error={fieldErrors.cvv ? intl.formatMessage({ id: fieldErrors.cvv }) : undefined}
                  data-testid="stored-card-cvv"
                />
              )
            ) : setup ? (
              // Stripe mode: no card data on our page (PCI DSS SAQ A); the issuer may ask for 3-D Secure.
              <p className={s.muted} data-testid="stored-card-stripe">
                <FormattedMessage id="commerce.purchase.storedCardStripe" />
              </p>
            ) : null
          ) : (
            <>
              {setup?.provider === 'stripe' && setup.publishableKey ? (
                <StripeCard
                  publishableKey={setup.publishableKey}
                  amount={shown ?? 0}
                  paymentMethods={setup.paymentMethods}
                  wallets={setup.wallets === true}
                  handle={stripeCard}
                />
              ) : (
                <CardFields value={card} errors={fieldErrors} onChange={setCard} disabled={busy} />
              )}
              <label className={s.checkbox}>
                <input
                  type="checkbox"
                  checked={saveCard}
                  onChange={(e) => setSaveCard(e.target.checked)}
                  disabled={busy}
                />
                <FormattedMessage id="commerce.card.save" />
              </label>
              {setup?.provider !== 'stripe' && (
                <p className={s.muted}>
                  <FormattedMessage id="commerce.card.testHint" />
                </p>
              )}
            </>
          )}
          {state.step === 'form' && state.error === 'price_changed' && changed !== null ? (
            <p className={s.alert} role="alert" data-testid="price-changed">
              <FormattedMessage id="commerce.purchase.priceChanged" values={{ price: changed }} />
            </p>
          ) : (
            state.step === 'form' &&
            state.error && (
              <p className={s.alert} role="alert">
                <FormattedMessage id={errorText(state.error)} />
              </p>
            )
          )}
          <ManageCardLink stored={stored !== null} onLeave={onClose} />
          <p className={s.muted} data-testid="purchase-notice">
            {/* Nothing while the list loads: one wording, never one replaced by another. */}
            {notice === undefined ? null : notice ? (
              notice.body
            ) : (
              <FormattedMessage id="commerce.purchase.note" />
            )}
          </p>
        </>
      )}
    </Dialog>
  );
}

/**
 * To the card page and back (spec §2): registering or changing the stored card there returns the buyer
 * to this article. The dialog is only ever open in the browser, so location is there.
 */
function ManageCardLink({ stored, onLeave }: { stored: boolean; onLeave(): void }) {
  const shell = useShell();
  const here = `${window.location.pathname}${window.location.search}`;
  const to = cardPageReturningTo(here);
  return (
    <p className={s.muted}>
      <a
        href={to}
        className={s.inlineLink}
        data-testid="manage-card"
        onClick={(e) => {
          e.preventDefault();
          onLeave();
          shell.navigate(to);
        }}
      >
        <FormattedMessage id={stored ? 'commerce.purchase.changeCard' : 'commerce.purchase.registerCard'} />
      </a>
    </p>
  );
}
