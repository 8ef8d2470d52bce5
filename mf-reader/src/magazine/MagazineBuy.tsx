/**
 * The magazine's buy box: who may buy is @shirube/domain's magazinePurchaseBlocker (the API's own check),
 * and a buyer who already reads some of its articles is told before paying that the full price applies
 * (magazineCharge). Signed out → the shell's sign-in; signed in → mf_commerce's PurchaseDialog through
 * the shell's loader, with the magazine as the item.
 */
import { useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { magazineCharge, magazinePurchaseBlocker } from '@shirube/domain/core';
import { useSession, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import type { MagazineView } from '../lib/types';

/** The magazine item of mf-commerce's PurchaseDialog props (never imported across remotes). */
export interface MagazinePurchaseDialogProps {
  open: boolean;
  magazine: { id: number; ownedArticlesCount: number };
  title: string;
  price: number;
  onClose(): void;
  onPurchased(): void;
}

type Dialog = {
  status: 'closed' | 'loading' | 'error' | 'open';
  component: ComponentType<MagazinePurchaseDialogProps> | null;
};

const blockerText = {
  own_magazine: 'reader.magazine.ownMagazine',
  purchased: 'reader.magazine.purchased',
  not_on_sale: 'reader.magazine.notOnSale',
  free: 'reader.magazine.freeMagazine',
  admin: null,
} as const;

export function MagazineBuy({ magazine, onPurchased }: { magazine: MagazineView; onPurchased(): void }) {
  const shell = useShell();
  const session = useSession();
  const [dialog, setDialog] = useState<Dialog>({ status: 'closed', component: null });
  const blocker = magazinePurchaseBlocker({
    price: magazine.price,
    isOwner: magazine.isOwner,
    isAdmin: session.status === 'signedIn' && session.user.isAdmin,
    isPurchased: magazine.isPurchased,
    isOnSale: magazine.onSale,
  });
  if (blocker) {
    const id = blockerText[blocker];
    return id ? (
      <p data-part="notice" data-testid="magazine-status">
        <FormattedMessage id={id} />
      </p>
    ) : null;
  }
  const { ownsSome } = magazineCharge(magazine.price, magazine.ownedArticlesCount);
  const open = async () => {
    if (session.status !== 'signedIn') return shell.openLogin();
    if (dialog.component) return setDialog({ status: 'open', component: dialog.component });
    setDialog({ status: 'loading', component: null });
    try {
      const component = await shell.loadWidget<MagazinePurchaseDialogProps>('mf_commerce', 'PurchaseDialog');
      setDialog({ status: 'open', component });
    } catch {
      setDialog({ status: 'error', component: null });
    }
  };
  const close = () => setDialog((d) => ({ status: 'closed', component: d.component }));
  const Open = dialog.status === 'open' ? dialog.component : null;
  return (
    <div data-part="buy">
      {ownsSome && (
        <p data-part="notice" data-testid="magazine-owns-some">
          <FormattedMessage id="magazine.ownsSome" values={{ count: magazine.ownedArticlesCount }} />
        </p>
      )}
      <Button onClick={() => void open()} disabled={dialog.status === 'loading'} data-testid="magazine-buy">
        <FormattedMessage id={dialog.status === 'loading' ? 'common.loading' : 'reader.magazine.buy'} />
      </Button>
      {dialog.status === 'error' && (
        <p data-part="alert" role="alert">
          <FormattedMessage id="reader.magazine.dialogError" />
        </p>
      )}
      {Open && (
        <Open
          open
          magazine={{ id: magazine.id, ownedArticlesCount: magazine.ownedArticlesCount }}
          title={magazine.title}
          price={magazine.price}
          onClose={close}
          onPurchased={() => {
            close();
            onPurchased();
          }}
        />
      )}
    </div>
  );
}
