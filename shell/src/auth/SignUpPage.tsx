import { withOAuthMessages } from './oauth/OAuthMessages';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { signUpForm } from '@shirube/domain/forms';
import { api } from '../lib/api';
import { AuthCard } from './AuthCard';
import type { AuthField } from './AuthFields';
import { CredentialsCard, useCredentialsForm } from './CredentialsForm';

type Field = 'email' | 'account' | 'name' | 'password' | 'passwordConfirmation';
const fields: readonly AuthField<Field>[] = [
  ['email', 'shell.auth.email', 'email', 'email'],
  ['account', 'shell.auth.account', 'text', 'username'],
  ['name', 'shell.auth.name', 'text', 'nickname'],
  ['password', 'shell.auth.password', 'password', 'new-password'],
  ['passwordConfirmation', 'shell.auth.passwordConfirmation', 'password', 'new-password'],
];
const empty: Record<Field, string> = {
  email: '',
  account: '',
  name: '',
  password: '',
  passwordConfirmation: '',
};

/** Sign-up sends a confirmation mail; /confirm finishes it and returns to the remembered path. */
function SignUpPageContent() {
  const [sent, setSent] = useState(false);
  const form = useCredentialsForm(signUpForm, empty, async (values) => {
    await api('POST /v1/auth', { body: values });
    setSent(true);
  });
  if (sent) {
    return (
      <AuthCard titleId="shell.auth.signUpTitle">
        <p role="status">
          <FormattedMessage id="shell.auth.signUpSent" values={{ email: form.values.email }} />
        </p>
      </AuthCard>
    );
  }
  return (
    <CredentialsCard page="signUp" fields={fields} form={form}>
      <Link to="/sign_in">
        <FormattedMessage id="shell.auth.toSignIn" />
      </Link>
    </CredentialsCard>
  );
}

/** With the external sign-in texts (they load with this page only). */
export const SignUpPage = withOAuthMessages(SignUpPageContent);
