// How an editor list says where its loading is: the failure as an alert, else (still loading) the
// loading line — never both. One place for the author's article list and magazine list.
import { FormattedMessage } from 'react-intl';
import * as s from './root.css';

export function Loading() {
  return (
    <p className={s.muted}>
      <FormattedMessage id="editor.loading" />
    </p>
  );
}

export function LoadLines({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (failed)
    return (
      <p role="alert" className={s.error}>
        <FormattedMessage id="editor.loadFailed" />
      </p>
    );
  return loading ? <Loading /> : null;
}
