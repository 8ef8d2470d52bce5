/** Profile: display name, account id, description (PATCH /v1/users/current). */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { profileForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useAccountApi } from './accountApi';
import { FormMessage, TextAreaField } from './Field';
import * as s from './settings.css';

export function ProfileSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(profileForm);
  const [name, setName] = useState(user.name);
  const [account, setAccount] = useState(user.account);
  const [description, setDescription] = useState(user.description);
  const [busy, setBusy] = useState(false);
  const max = profileForm.fields.description.maxLength ?? 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = { name, account, description };
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      const saved = await api.updateProfile(values);
      onSaved(saved);
      shell.invalidate('session');
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className={s.sectionTitle}>
        <FormattedMessage id="account.profile.title" />
      </h2>
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
      <FormMessage id={errors.formError} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'account.saving' : 'account.profile.submit'} />
        </Button>
      </div>
    </form>
  );
}
