/** Profile: display name, account id, description (PATCH /v1/users/current). */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { profileForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { TextField } from '@shirube/ui';
import { FormSection, SubmitRow, TextAreaField, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import { useAccountApi } from './accountApi';
import * as s from './settings.css';

export function ProfileSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(profileForm);
  const [name, setName] = useState(user.name);
  const [account, setAccount] = useState(user.account);
  const [description, setDescription] = useState(user.description);
  const max = profileForm.fields.description.maxLength ?? 0;
  const values = { name, account, description };
  const { pending, onSubmit } = useFormSubmit(
    async () => {
      onSaved(await api.updateProfile(values));
      shell.invalidate('session');
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

  return (
    <FormSection title={<FormattedMessage id="account.profile.title" />} onSubmit={onSubmit}>
      <TextField
        label={<FormattedMessage id="account.profile.name" />}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.message('name')}
        autoComplete="nickname"
      />
      <TextField
        label={<FormattedMessage id="account.profile.account" />}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={errors.message('account')}
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
      />
      <p className={s.muted}>
        <FormattedMessage id="account.profile.accountHint" />
      </p>
      <TextAreaField
        label={<FormattedMessage id="account.profile.description" />}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.message('description')}
        hint={
          <FormattedMessage
            id="account.profile.descriptionCount"
            values={{ count: [...description].length, max }}
          />
        }
      />
      <SubmitRow
        pending={pending}
        label="account.profile.submit"
        pendingLabel="account.saving"
        formError={errors.formError}
      />
    </FormSection>
  );
}
