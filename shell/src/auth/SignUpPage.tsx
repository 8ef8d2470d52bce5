import { withOAuthMessages } from './oauth/OAuthMessages';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { signUpForm } from '@shirube/domain/forms';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../lib/api';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';
import { AuthFields, type AuthField } from './AuthFields';
import { OAuthButtons } from './oauth/OAuthButtons';

type Field = 'email' | 'account' | 'name' | 'password' | 'passwordConfirmation';
const fields: readonly AuthField<Field>[] = [
  ['email', 'shell.auth.email', 'email', 'email'],
  ['account', 'shell.auth.account', 'text', 'username'],
  ['name', 'shell.auth.name', 'text', 'nickname'],
  ['password', 'shell.auth.password', 'password', 'new-password'],
  ['passwordConfirmation', 'shell.auth.passwordConfirmation', 'password', 'new-password'],
];

/** Sign-up sends a confirmation mail; /confirm finishes it and returns to the remembered path. Each
 *  field shows its own Japanese reason: the domain's sign-up rules first, then the API's answer. */
function SignUpPageContent() {
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    account: '',
    name: '',
    password: '',
    passwordConfirmation: '',
  });
  const errors = useFieldErrors(signUpForm);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      await api('POST /v1/auth', { body: values });
      setSent(true);
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <AuthCard titleId="shell.auth.signUpTitle">
        <p role="status">
          <FormattedMessage id="shell.auth.signUpSent" values={{ email: values.email }} />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard titleId="shell.auth.signUpTitle">
      <AuthForm onSubmit={submit} formError={errors.formError} submitId="shell.auth.signUpSubmit" busy={busy}>
        <AuthFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
      </AuthForm>
      <OAuthButtons />
      <div className={s.links}>
        <Link to="/sign_in">
          <FormattedMessage id="shell.auth.toSignIn" />
        </Link>
      </div>
    </AuthCard>
  );
}

/** With the external sign-in texts (they load with this page only). */
export const SignUpPage = withOAuthMessages(SignUpPageContent);
