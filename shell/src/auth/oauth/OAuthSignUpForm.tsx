import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { accountRules, displayNameRules, emailRules } from '@shirube/domain/forms';
import type { FormRules } from '@shirube/domain/validators';
import { forgetOAuthAttempt } from '@shirube/ui/src/oauthAttempt';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../../lib/api';
import { consumeReturnTo } from '../../session/returnTo';
import { useSessionActions } from '../../session/useSessionActions';
import { useToast } from '../../toast/useToast';
import * as s from '../auth.css';
import { AuthCard, AuthForm, FormError } from '../AuthCard';
import { AuthFields, type AuthField } from '../AuthFields';
import { ConsentLinks } from '../ConsentLinks';

export interface PendingSignUp {
  binding: string;
  provider: 'google' | 'line' | 'x';
  /** Verified by the provider; null → the form asks for one (confirmed by mail). */
  email: string | null;
  name: string | null;
}

type Field = 'account' | 'name' | 'email';
const withEmail: FormRules<Field> = {
  fields: { account: accountRules, name: displayNameRules, email: emailRules },
};
const withoutEmail: FormRules<Exclude<Field, 'email'>> = {
  fields: { account: accountRules, name: displayNameRules },
};
const emailField: readonly AuthField<Field>[] = [['email', 'shell.auth.email', 'email', 'email']];
const fields: readonly AuthField<Field>[] = [
  ['account', 'shell.auth.account', undefined, 'username'],
  ['name', 'shell.auth.name', undefined, 'nickname'],
];

/** Sign-up after a provider: only what it did not give — account id, name (prefilled), agreement to
 *  the terms, and the email address when the provider gave no verified one. */
export function OAuthSignUpForm({ pending }: { pending: PendingSignUp }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { loadCurrentUser } = useSessionActions();
  const askEmail = pending.email === null;
  const errors = useFieldErrors<Field>(askEmail ? withEmail : (withoutEmail as FormRules<Field>));
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    name: pending.name ?? '',
    email: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const provider = intl.formatMessage({ id: `oauth.provider.${pending.provider}` });

  const submit = async () => {
    const ok = errors.check(askEmail ? values : { account: values.account, name: values.name });
    setAgreeError(!agreed);
    if (!ok || !agreed) return;
    setBusy(true);
    try {
      const body = (await api('POST /v1/oauth/sign_up', {
        body: {
          binding: pending.binding,
          account: values.account,
          name: values.name,
          ...(askEmail ? { email: values.email } : {}),
          agreeToTerms: true,
        },
      })) as unknown as { signedIn: boolean };
      forgetOAuthAttempt();
      if (!body.signedIn) return setSentTo(values.email);
      await loadCurrentUser();
      toast(intl.formatMessage({ id: 'shell.session.signedIn' }), 'success');
      await navigate(consumeReturnTo(), { replace: true });
    } catch (err) {
      errors.fromApi(err);
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard titleId="oauth.signUp.title">
        <p role="status">
          <FormattedMessage id="oauth.signUp.mailSent" values={{ email: sentTo }} />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard titleId="oauth.signUp.title">
      <p className={s.lead}>
        <FormattedMessage id="oauth.signUp.lead" values={{ provider }} />
      </p>
      <AuthForm onSubmit={submit} formError={errors.formError} submitId="oauth.signUp.submit" busy={busy}>
        {askEmail ? (
          <AuthFields fields={emailField} values={values} setValues={setValues} errorOf={errors.message} />
        ) : (
          <p className={s.lead}>
            <FormattedMessage
              id="oauth.signUp.emailFromProvider"
              values={{ email: pending.email, provider }}
            />
          </p>
        )}
        <AuthFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
        <label>
          <input
            type="checkbox"
            name="agreeToTerms"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />{' '}
          <FormattedMessage id="oauth.signUp.agree" />
        </label>
        <ConsentLinks />
        {agreeError && <FormError messageId="oauth.signUp.agreeRequired" />}
      </AuthForm>
    </AuthCard>
  );
}
