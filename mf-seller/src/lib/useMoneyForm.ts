/** The submit of a money form (bank account, 本人確認 details): the form kit's submit path with the
 *  seller's own field texts (lib/fieldError, by the API's field path), one form-level message for a
 *  failure that names no field, and the "saved" line after a success. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormSubmit, type FormSubmit } from '@shirube/ui/src/form';
import { apiErrorsTo, type FieldErrors } from './fieldError';

export interface MoneyForm extends FormSubmit {
  /** The message under each field, by the API's field path (`company.corporateNumber`, …). */
  readonly errors: FieldErrors;
  readonly setErrors: (errors: FieldErrors | ((current: FieldErrors) => FieldErrors)) => void;
  readonly saved: boolean;
}

/** `check` returns the fields the rules refuse (none: it is sent); `save` runs once they pass. */
export function useMoneyForm(save: () => Promise<void>, check: () => FieldErrors): MoneyForm {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useFormSubmit(
    async () => {
      await save();
      setSaved(true);
    },
    {
      check: () => {
        setSaved(false);
        setFailure(null);
        const found = check();
        setErrors(found);
        return Object.keys(found).length === 0;
      },
      errors: { ...apiErrorsTo(intl, setErrors, setFailure), formError: failure },
    },
  );
  return { ...submit, errors, setErrors, saved };
}
