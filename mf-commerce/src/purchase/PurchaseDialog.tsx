/**
 * mf_commerce's purchase dialog (widget loaded by the reader through the shell). Shows what is bought —
 * an article, or a magazine (issue 37: its full price, with the notice for a buyer who already reads some
 * of its articles, @shirube/domain magazineCharge) — and its price, the stored card (+ security code) or a new-card form, then runs usePurchaseFlow:
 * 3-D Secure shows the issuer's page in a frame while the payment is polled.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { chargedPrice, magazineCharge } from '@shirube/domain';
import { useShell } from '@shirube/shell-contract';
import { Dialog, Price } from '@shirube/ui';
import { PaymentMethodFields } from '../card/PaymentMethodFields';
import { cardPageReturningTo } from '../card/returnTo';
import { usePaymentMethod } from '../card/usePaymentMethod';
import { MagazineTexts } from './MagazineTexts';
import { PaymentActions, PaymentProgress } from './PaymentSteps';
import { CommerceRoot } from '../lib/CommerceRoot';
import { errorText } from '../lib/errors';
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

  // A magazine's stored-card charge takes no security code (its contract has none).
  const payment = usePaymentMethod(flow, { storedCardCvv: !magazine });
  const { state } = flow;
  const { busy, setup } = payment;

  const actions = (
    <PaymentActions
      state={state}
      disabled={busy || setup === null}
      onClose={onClose}
      onPay={payment.pay}
      testId="pay-button"
    >
      <FormattedMessage id={busy ? 'commerce.purchase.paying' : 'commerce.purchase.pay'} />
    </PaymentActions>
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

      <PaymentProgress state={state} voucherBody="commerce.konbini.body" />

      {(state.step === 'form' || state.step === 'paying') && (
        <>
          {magazine && magazineCharge(price ?? 0, magazine.ownedArticlesCount).ownsSome && (
            <p className={s.alert} data-testid="magazine-owns-some">
              <FormattedMessage id="magazine.ownsSome" values={{ count: magazine.ownedArticlesCount }} />
            </p>
          )}
          <PaymentMethodFields payment={payment} radioName="method" amount={shown ?? 0} />
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
          <ManageCardLink stored={payment.stored !== null} onLeave={onClose} />
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
