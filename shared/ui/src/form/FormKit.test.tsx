import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
import { useFieldErrors } from '../useFieldErrors';
import { ErrorSummary, FormSection, SubmitRow, TextAreaField } from './FormKit';
import { TextFields } from './TextFields';
import { useFormSubmit } from './useFormSubmit';
import type { FormRules } from '@shirube/domain/validators';

const rules: FormRules<'name'> = { fields: { name: { required: true, maxLength: 5 } } };

/** A form built only from the kit: what every settings and dialog form does. */
function NameForm({ send }: { send: (name: string) => Promise<unknown> }) {
  const errors = useFieldErrors(rules);
  const [values, setValues] = useState({ name: '' });
  const [saved, setSaved] = useState(false);
  const submit = useFormSubmit(
    async () => {
      await send(values.name);
      setSaved(true);
    },
    { errors, check: () => errors.check(values) },
  );
  return (
    <FormSection title="名前" onSubmit={submit.onSubmit}>
      <TextFields
        fields={[['name', 'account.profile.name']]}
        values={values}
        setValues={setValues}
        errorOf={errors.message}
      />
      <SubmitRow submit={submit} label="common.save" pendingLabel="account.saving" />
      {saved && <p>saved</p>}
    </FormSection>
  );
}

function PlainForm({ send }: { send: () => Promise<unknown> }) {
  const { pending, formError, onSubmit } = useFormSubmit(send);
  return (
    <FormSection title="通知" onSubmit={onSubmit}>
      <TextAreaField label="メモ" hint="100文字まで" defaultValue="" />
      <SubmitRow pending={pending} label="common.save" pendingLabel="account.saving" formError={formError} />
    </FormSection>
  );
}

const renderJa = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="ja" messages={messages.ja}>
      {ui}
    </IntlProvider>,
  );

describe('the form kit', () => {
  it('checks the rules before sending: nothing is sent and the field says why', async () => {
    const send = jest.fn(() => Promise.resolve());
    renderJa(<NameForm send={send} />);
    expect(screen.getByRole('form', { name: '名前' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('入力してください。');
  });

  it('says it is working while sending, and cannot be sent twice', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderJa(<NameForm send={send} />);
    await userEvent.type(screen.getByLabelText('表示名'), '太郎');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    const busy = screen.getByRole('button', { name: '保存しています…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存する' })).toBeEnabled();
  });

  it('puts an API error on the field it names, else one form-level message', async () => {
    const send = jest.fn((): Promise<unknown> =>
      Promise.reject({ code: 'validation', details: [{ field: 'name', reason: 'max_length' }] }),
    );
    renderJa(<NameForm send={send} />);
    await userEvent.type(screen.getByLabelText('表示名'), '太郎');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('5文字以内');
    expect(screen.getByLabelText('表示名')).toHaveAttribute('aria-invalid', 'true');

    const plain = jest.fn((): Promise<unknown> => Promise.reject({ code: 'rate_limited' }));
    renderJa(<PlainForm send={plain} />);
    await userEvent.click(screen.getAllByRole('button', { name: '保存する' })[1]);
    await waitFor(() =>
      expect(screen.getByRole('form', { name: '通知' })).toHaveTextContent(
        messages.ja['errors.rate_limited'],
      ),
    );
    expect(screen.getByText('100文字まで')).toBeInTheDocument();
  });

  it('shows the field errors’ form-level message through the submit row (useFieldErrors as the sink)', async () => {
    const send = jest.fn((): Promise<unknown> => Promise.reject({ code: 'rate_limited' }));
    renderJa(<NameForm send={send} />);
    await userEvent.type(screen.getByLabelText('表示名'), '太郎');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ja['errors.rate_limited']);
    expect(screen.getByLabelText('表示名')).not.toHaveAttribute('aria-invalid');
  });

  it('sums up the errors of a long form only when there are several', () => {
    const { rerender } = renderJa(<ErrorSummary messages={['入力してください。', undefined]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <IntlProvider locale="ja" messages={messages.ja}>
        <ErrorSummary messages={['入力してください。', undefined, '半角数字で入力してください。']} />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容を確認してください（2件）');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
