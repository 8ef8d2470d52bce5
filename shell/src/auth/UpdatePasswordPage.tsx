import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordResetForm } from '@shirube/domain/forms';
import { TextFields, type TextFieldSpec } from '@shirube/ui/src/form/TextFields';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../lib/api';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import { AuthCard, AuthForm } from './AuthCard';

const fields: readonly TextFieldSpec<'password' | 'passwordConfirmation'>[] = [
  ['password', 'shell.auth.password', 'password', 'new-password'],
  ['passwordConfirmation', 'shell.auth.passwordConfirmation', 'password', 'new-password'],
];

/** /update_password?reset_password_token=… : the token is exchanged for temporary auth headers
 *  (kept by the shell server in the cookie), then PATCH /v1/auth/password sets the new password. */
export function UpdatePasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { loadCurrentUser } = useSessionActions();
  const token = params.get('reset_password_token') ?? '';
  // Without a token there is nothing to ask the API (and nothing that could sign anyone out).
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>(token ? 'checking' : 'invalid');
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const errors = useFieldErrors(passwordResetForm);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    api('GET /v1/auth/password/edit', { query: { reset_password_token: token }, quiet401: true })
      .then(() => setState('ready'))
      .catch(() => setState('invalid'));
  }, [token]);
  const submit = async () => {
    if (!errors.check(values)) return;
    try {
      await api('PATCH /v1/auth/password', { body: values });
      toast(intl.formatMessage({ id: 'shell.auth.updateDone' }), 'success');
      await loadCurrentUser();
      void navigate('/', { replace: true });
    } catch (err) {
      errors.fromApi(err);
    }
  };
  return (
    <AuthCard titleId="shell.auth.updateTitle">
      {state === 'checking' && (
        <p aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {state === 'invalid' && (
        <p role="alert">
          <FormattedMessage id="shell.auth.updateInvalid" />
        </p>
      )}
      {state === 'ready' && (
        <AuthForm onSubmit={submit} formError={errors.formError} submitId="shell.auth.updateSubmit">
          <TextFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
