import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

/** /callback: single sign-on with headers in the URL. Not offered in this release (tokens must never
 *  pass through page JavaScript), so we say so plainly instead of failing silently. */
export function CallbackPage() {
  return (
    <AuthCard titleId="shell.auth.callbackTitle">
      <p role="alert">
        <FormattedMessage id="shell.auth.callbackUnavailable" />
      </p>
      <Link to="/sign_in">
        <FormattedMessage id="shell.auth.toSignIn" />
      </Link>
    </AuthCard>
  );
}
