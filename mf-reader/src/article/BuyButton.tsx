/**
 * The buy button of spec §4: disabled for admin / owner / sold out, a disabled 'purchased' state,
 * crossed-out original price when discounted, 'few left' and the sales-count badge. Signed out →
 * the shell's sign-in (returning here); signed in → mf_commerce's PurchaseDialog via the shell.
 */
import { FormattedMessage } from 'react-intl';
import { Button, Price } from '@shirube/ui';
import { useShell } from '@shirube/shell-contract';
import { SalesBadge } from '../lib/SalesBadge';
import type { ArticleView } from '../lib/types';
import { buyState } from './availability';
import { usePurchaseDialog } from './PurchaseDialogHost';
import * as s from './article.css';

export function BuyButton({ article, compact }: { article: ArticleView; compact?: boolean }) {
  const shell = useShell();
  const state = buyState(article, shell.session);
  const dialog = usePurchaseDialog();
  if (state.free) return null;

  let label: string;
  if (state.purchased) label = 'reader.buy.purchased';
  else if (state.soldOut) label = 'reader.buy.soldOut';
  else if (state.isOwner) label = 'reader.buy.owner';
  else if (state.isAdmin) label = 'reader.buy.admin';
  else if (state.needsSignIn) label = 'reader.buy.loginToBuy';
  else label = 'reader.buy.button';

  const onClick = () => {
    if (state.needsSignIn) shell.openLogin();
    else void dialog.open();
  };

  return (
    <div className={compact ? s.buyCompact : s.buy} data-testid="buy">
      <div className={s.buyPrice}>
        <Price
          tag
          amount={article.price}
          discountedPrice={article.discountedPrice}
          muted={state.priceDisabled && !state.purchased}
        />
        {/* The compact footer has room only for the urgent badges (few left, sold out). */}
        {!state.purchased && (!compact || state.fewLeft || state.soldOut) && (
          <span className={compact ? s.badgeCompact : undefined}>
            <SalesBadge name={state.badge} availableSalesCount={article.availableSalesCount ?? 0} />
          </span>
        )}
      </div>
      <Button
        variant="primary"
        className={s.buyButton}
        disabled={!state.buyable || dialog.status === 'loading'}
        onClick={onClick}
        data-state={state.purchased ? 'purchased' : state.buyable ? 'buyable' : 'disabled'}
      >
        <FormattedMessage
          id={dialog.status === 'loading' && state.buyable ? 'reader.buy.dialogLoading' : label}
        />
      </Button>
    </div>
  );
}
