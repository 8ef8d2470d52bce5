/**
 * 「チップで応援する」 (issue 37 item 1) below an article's body and on a user page, for every reader who
 * is not the author. Signed out → the shell's sign-in, returning here; signed in → mf_commerce's
 * TipDialog through the shell's loader (its own chunk: nothing of it loads until the first press).
 */
import { useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import * as s from './tip.css';

/** TipDialogProps of mf-commerce (never imported across remotes). */
interface TipDialogProps {
  open: boolean;
  recipientAccount: string;
  recipientName: string;
  articleId?: number | null;
  onClose(): void;
}

type Dialog =
  | { status: 'closed' | 'loading' | 'error'; component: ComponentType<TipDialogProps> | null }
  | { status: 'open'; component: ComponentType<TipDialogProps> };

export function TipButton(props: { account: string; name: string; articleId?: number; isAuthor: boolean }) {
  if (props.isAuthor) return null;
  return <TipButtonBody {...props} />;
}

function TipButtonBody({ account, name, articleId }: { account: string; name: string; articleId?: number }) {
  const shell = useShell();
  const session = useSession();
  const [dialog, setDialog] = useState<Dialog>({ status: 'closed', component: null });
  const open = async () => {
    if (session.status !== 'signedIn') return shell.openLogin();
    if (dialog.component) return setDialog({ status: 'open', component: dialog.component });
    setDialog({ status: 'loading', component: null });
    try {
      const component = await shell.loadWidget<TipDialogProps>('mf_commerce', 'TipDialog');
      setDialog({ status: 'open', component });
    } catch {
      setDialog({ status: 'error', component: null });
    }
  };
  const Open = dialog.status === 'open' ? dialog.component : null;
  return (
    <div className={s.tip} data-testid="tip">
      <Button variant="secondary" onClick={() => void open()} disabled={dialog.status === 'loading'}>
        <FormattedMessage id={dialog.status === 'loading' ? 'common.loading' : 'reader.tip.button'} />
      </Button>
      {dialog.status === 'error' && (
        <p className={s.error} role="alert">
          <FormattedMessage id="reader.tip.error" />
        </p>
      )}
      {Open && (
        <Open
          open
          recipientAccount={account}
          recipientName={name}
          articleId={articleId ?? null}
          onClose={() => setDialog({ status: 'closed', component: dialog.component })}
        />
      )}
    </div>
  );
}
