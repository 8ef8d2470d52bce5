import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { ToastRegion } from '@shirube/ui';
import { toastsAtom } from './state';

export function ToastArea() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const intl = useIntl();
  return (
    <ToastRegion
      toasts={toasts}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
    />
  );
}
