/** What every seller page shows around its content: its title, while it loads, and when loading failed. */
import { FormattedMessage } from 'react-intl';
import * as b from '../bank/bank.css';
import * as d from '../dashboard/dashboard.css';

export function PageTitle({ id }: { id: string }) {
  return (
    <h1 className={d.heading}>
      <FormattedMessage id={id} />
    </h1>
  );
}

export function Loading() {
  return (
    <p aria-busy="true">
      <FormattedMessage id="seller.loading" />
    </p>
  );
}

export function LoadFailed() {
  return (
    <p role="alert">
      <FormattedMessage id="seller.loadFailed" />
    </p>
  );
}

/** The load failure, else (still `loading`) the loading line: never both. */
export function LoadStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (failed) return <LoadFailed />;
  return loading ? <Loading /> : null;
}

/** What just succeeded (saved, uploaded, decided), while `shown`. */
export function DoneLine({ shown, id, testId }: { shown: boolean; id: string; testId?: string }) {
  if (!shown) return null;
  return (
    <p role="status" className={b.success} data-testid={testId}>
      <FormattedMessage id={id} />
    </p>
  );
}

/** A failure already in words (an API refusal), if any. */
export function ErrorLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={b.error}>
      {text}
    </p>
  );
}
