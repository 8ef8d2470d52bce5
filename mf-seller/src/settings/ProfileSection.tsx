/** Profile: display name, account id, description (PATCH /v1/users/current). */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { profileForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { FormSection, SubmitRow, TextAreaField, TextFields, useFormSubmit } from '@shirube/ui/src/form';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import type { TextFieldSpec } from '@shirube/ui/src/form';
import { useAccountApi } from './accountApi';
import * as s from './settings.css';

const names: readonly TextFieldSpec<'name' | 'account'>[] = [
  ['name', 'account.profile.name', undefined, 'nickname'],
  ['account', 'account.profile.account', undefined, 'username'],
];
/** The account id is typed as it is: no spelling marks, no capital first letter on phones. */
const typedAsIs = { spellCheck: false, autoCapitalize: 'none' } as const;

export function ProfileSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(profileForm);
  const [values, setValues] = useState({
    name: user.name,
    account: user.account,
    description: user.description,
  });
  const max = profileForm.fields.description.maxLength ?? 0;
  const submit = useFormSubmit(
    async () => {
      onSaved(await api.updateProfile(values));
      shell.invalidate('session');
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

  return (
    <FormSection title={<FormattedMessage id="account.profile.title" />} onSubmit={submit.onSubmit}>
      <TextFields
        fields={names}
        values={values}
        setValues={setValues}
        errorOf={errors.message}
        inputProps={(field) => (field === 'account' ? typedAsIs : {})}
      />
      <p className={s.muted}>
        <FormattedMessage id="account.profile.accountHint" />
      </p>
      <TextAreaField
        label={<FormattedMessage id="account.profile.description" />}
        value={values.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        error={errors.message('description')}
        hint={
          <FormattedMessage
            id="account.profile.descriptionCount"
            values={{ count: [...values.description].length, max }}
          />
        }
      />
      <SubmitRow submit={submit} label="account.profile.submit" pendingLabel="account.saving" />
    </FormSection>
  );
}
