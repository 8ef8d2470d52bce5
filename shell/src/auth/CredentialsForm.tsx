/** Sign-in and sign-up: one form of required fields under the page title, the external sign-in
 *  buttons, and the links to the other auth pages. */
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormRules } from '@shirube/domain/validators';
import { useFieldErrors, type FieldErrors } from '@shirube/ui/src/useFieldErrors';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';
import { AuthFields, type AuthField } from './AuthFields';
import { ConsentLinks } from './ConsentLinks';
import { OAuthButtons } from './oauth/OAuthButtons';

export interface CredentialsForm<F extends string> {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  errors: FieldErrors<F>;
  busy: boolean;
  submit: () => Promise<void>;
}

/** The domain's rules first, then `send`; each field shows its own Japanese reason, from the rules or
 *  the API. The button stays busy after a success (the page moves on) and is free again after a failure. */
export function useCredentialsForm<F extends string>(
  rules: FormRules<F>,
  initial: Record<F, string>,
  send: (values: Record<F, string>) => Promise<void>,
): CredentialsForm<F> {
  const [values, setValues] = useState(initial);
  const errors = useFieldErrors(rules);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      await send(values);
    } catch (err) {
      errors.fromApi(err);
      setBusy(false);
    }
  };
  return { values, setValues, errors, busy, submit };
}

export function CredentialsCard<F extends string>({
  page,
  fields,
  form,
  children,
}: {
  /** Which page: its title and button are `shell.auth.<page>Title` and `shell.auth.<page>Submit`. */
  page: 'signIn' | 'signUp';
  fields: readonly AuthField<F>[];
  form: CredentialsForm<F>;
  /** The links under the buttons (to sign-up, sign-in, password reset). */
  children: ReactNode;
}) {
  const { values, setValues, errors, busy, submit } = form;
  return (
    <AuthCard titleId={`shell.auth.${page}Title`}>
      <AuthForm
        onSubmit={submit}
        formError={errors.formError}
        submitId={`shell.auth.${page}Submit`}
        busy={busy}
      >
        <AuthFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
        {page === 'signUp' && (
          <p className={s.consent} data-testid="sign-up-consent">
            <FormattedMessage id="shell.auth.consent" /> <ConsentLinks />
          </p>
        )}
      </AuthForm>
      <OAuthButtons />
      <div className={s.links}>{children}</div>
    </AuthCard>
  );
}
