/**
 * Opens mf_commerce's PurchaseDialog through the shell's loader (never an import between remotes)
 * and renders it while open. The loaded component is kept in jotai state shared by every buy button.
 */
import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useShell } from '@shirube/shell-contract';
import type { ArticleView } from '../lib/types';
import { purchaseDialogAtom, type PurchaseDialogProps } from './state';
import * as s from './article.css';

export function usePurchaseDialog() {
  const shell = useShell();
  const [dialog, setDialog] = useAtom(purchaseDialogAtom);
  const open = useCallback(async () => {
    if (dialog.component) {
      setDialog({ status: 'open', component: dialog.component });
      return;
    }
    setDialog({ status: 'loading', component: null });
    try {
      const component = await shell.loadWidget<PurchaseDialogProps>('mf_commerce', 'PurchaseDialog');
      setDialog({ status: 'open', component });
    } catch {
      setDialog({ status: 'error', component: null });
    }
  }, [dialog.component, setDialog, shell]);
  const close = useCallback(
    () => setDialog((d) => ({ status: 'closed', component: d.component })),
    [setDialog],
  );
  return { status: dialog.status, component: dialog.component, open, close };
}

export function PurchaseDialogHost({
  article,
  discountCode,
  onPurchased,
}: {
  article: ArticleView;
  discountCode?: string;
  onPurchased(): void;
}) {
  const dialog = usePurchaseDialog();
  if (dialog.status === 'error') {
    return (
      <p className={s.dialogError} role="alert">
        <FormattedMessage id="reader.buy.dialogError" />
      </p>
    );
  }
  if (dialog.status !== 'open' || !dialog.component) return null;
  const Dialog = dialog.component;
  return (
    <Dialog
      open
      articleId={Number(article.id)}
      title={article.title}
      price={article.price}
      discountedPrice={article.discountedPrice ?? null}
      discountCode={discountCode}
      onClose={dialog.close}
      onPurchased={() => {
        dialog.close();
        onPurchased();
      }}
    />
  );
}
