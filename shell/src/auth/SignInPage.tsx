import { withOAuthMessages } from './oauth/OAuthMessages';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInForm } from '@shirube/domain/forms';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';
import { AuthFields, type AuthField } from './AuthFields';
import { OAuthButtons } from './oauth/OAuthButtons';

const fields: readonly AuthField<'email' | 'password'>[] = [
  ['email', 'shell.auth.email', 'email', 'email'],
  ['password', 'shell.auth.password', 'password', 'current-password'],
];

function SignInPageContent() {
  const intl = useIntl();
  const toast = useToast();
  const { signIn } = useSessionActions();
  const [values, setValues] = useState({ email: '', password: '' });
  const errors = useFieldErrors(signInForm);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      await signIn(values.email, values.password);
      // No navigate() here: the guest-only guard redirects to the remembered path.
      toast(intl.formatMessage({ id: 'shell.session.signedIn' }), 'success');
    } catch (err) {
      // Wrong email or password stays one message for the form: naming the field would tell which.
      errors.fromApi(err);
      setBusy(false);
    }
  };
  return (
    <AuthCard titleId="shell.auth.signInTitle">
      <AuthForm onSubmit={submit} formError={errors.formError} submitId="shell.auth.signInSubmit" busy={busy}>
        <AuthFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
      </AuthForm>
      <OAuthButtons />
      <div className={s.links}>
        <Link to="/sign_up">
          <FormattedMessage id="shell.auth.toSignUp" />
        </Link>
        <Link to="/reset_password">
          <FormattedMessage id="shell.auth.forgot" />
        </Link>
      </div>
    </AuthCard>
  );
}

/** With the external sign-in texts (they load with this page only). */
export const SignInPage = withOAuthMessages(SignInPageContent);
