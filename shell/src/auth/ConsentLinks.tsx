/** The two documents a sign-up agrees to, as links beside the consent (issue 40 item 6): the email
 *  sign-up's note and the provider sign-up's checkbox. They open in a new tab so the form keeps its input. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as s from './auth.css';

export function ConsentLinks() {
  return (
    <span className={s.consentLinks} data-testid="consent-links">
      <Link to="/terms" target="_blank" rel="noopener">
        <FormattedMessage id="shell.auth.terms" />
      </Link>
      <Link to="/privacy" target="_blank" rel="noopener">
        <FormattedMessage id="shell.auth.privacy" />
      </Link>
    </span>
  );
}
