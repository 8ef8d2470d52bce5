import { withOAuthMessages } from './oauth/OAuthMessages';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInForm } from '@shirube/domain/forms';
import { TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';
import { OAuthButtons } from './oauth/OAuthButtons';

function SignInPageContent() {
  const intl = useIntl();
  const toast = useToast();
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFieldErrors(signInForm);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!errors.check({ email, password })) return;
    setBusy(true);
    try {
      await signIn(email, password);
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
        <TextField
          label={<FormattedMessage id="shell.auth.email" />}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.message('email')}
        />
        <TextField
          label={<FormattedMessage id="shell.auth.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.message('password')}
        />
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
