import { withOAuthMessages } from './oauth/OAuthMessages';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInForm } from '@shirube/domain/forms';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import type { AuthField } from './AuthFields';
import { CredentialsCard, useCredentialsForm } from './CredentialsForm';

const fields: readonly AuthField<'email' | 'password'>[] = [
  ['email', 'shell.auth.email', 'email', 'email'],
  ['password', 'shell.auth.password', 'password', 'current-password'],
];

function SignInPageContent() {
  const intl = useIntl();
  const toast = useToast();
  const { signIn } = useSessionActions();
  // Wrong email or password stays one message for the form: naming the field would tell which.
  const form = useCredentialsForm(signInForm, { email: '', password: '' }, async (values) => {
    await signIn(values.email, values.password);
    // No navigate() here: the guest-only guard redirects to the remembered path.
    toast(intl.formatMessage({ id: 'shell.session.signedIn' }), 'success');
  });
  return (
    <CredentialsCard page="signIn" fields={fields} form={form}>
      <Link to="/sign_up">
        <FormattedMessage id="shell.auth.toSignUp" />
      </Link>
      <Link to="/reset_password">
        <FormattedMessage id="shell.auth.forgot" />
      </Link>
    </CredentialsCard>
  );
}

/** With the external sign-in texts (they load with this page only). */
export const SignInPage = withOAuthMessages(SignInPageContent);
