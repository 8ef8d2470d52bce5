// Per-field form errors in Japanese, from ONE source of rules: the form's rule set in
// @shirube/domain (checked before sending) and the API's error body (details[].reason — the same
// reason codes, plus server-only ones such as taken / wrong_password). Every settings, sign-up and
// sign-in form uses this, so a field shows the same message whichever side found the problem.
import { useCallback, useMemo, useState } from 'react';
import { createIntl, useIntl } from 'react-intl';
// Imported by path (`@shirube/ui/src/useFieldErrors`), never from the ui root: the root is a shared
// chunk every page loads, and forms (with these texts) must stay in the form pages' own chunks.
import { validateForm, type FieldValue, type FormRules } from '@shirube/domain/validators';
import { errorMessageId } from '@shirube/i18n/src/core';
import { validationMessage, validationMessages } from '@shirube/i18n/src/validation';

interface ApiErrorLike {
  readonly code?: string;
  readonly field?: string;
  readonly details?: ReadonlyArray<{ readonly field: string; readonly reason: string }>;
}

export interface FieldErrors<F extends string> {
  /** Runs the rules; shows and returns whether the values pass. */
  check(values: Readonly<Partial<Record<F, FieldValue>>>): boolean;
  /** Shows what the API said: per field when it names fields, else a form-level message. */
  fromApi(error: unknown): void;
  /** The Japanese message for a field, or undefined. */
  message(field: F): string | undefined;
  /** A message id for an error not tied to one field (network, 429, …), or null. */
  formError: string | null;
  clear(): void;
}

/** The validation texts, which travel with the form code (not in any app's catalogue): i18n/src/validation.ts. */
export function useValidationIntl() {
  const { locale } = useIntl();
  return useMemo(
    () => createIntl({ locale, messages: validationMessages[locale === 'en' ? 'en' : 'ja'] }),
    [locale],
  );
}

export function useFieldErrors<F extends string>(rules: FormRules<F>): FieldErrors<F> {
  const intl = useValidationIntl();
  const [reasons, setReasons] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const check = useCallback(
    (values: Readonly<Partial<Record<F, FieldValue>>>) => {
      const errors = validateForm(values, rules);
      setReasons(Object.fromEntries(errors.map((e) => [e.field, e.reason])));
      setFormError(null);
      return errors.length === 0;
    },
    [rules],
  );

  const fromApi = useCallback((error: unknown) => {
    const e = (error ?? {}) as ApiErrorLike;
    const details = e.details?.filter((d) => d.field !== 'payload') ?? [];
    if (details.length > 0) {
      setReasons(Object.fromEntries(details.map((d) => [d.field, d.reason])));
      setFormError(null);
    } else if (e.field && (e.code === 'conflict' || e.code === 'validation')) {
      setReasons({ [e.field]: e.code === 'conflict' ? 'taken' : 'invalid' });
      setFormError(null);
    } else {
      setReasons({});
      setFormError(errorMessageId(e.code));
    }
  }, []);

  const message = useCallback(
    (field: F) => {
      const reason = reasons[field];
      if (!reason) return undefined;
      const { id, values } = validationMessage(field, reason, rules.fields[field] ?? {});
      return intl.formatMessage({ id }, values);
    },
    [reasons, rules, intl],
  );

  const clear = useCallback(() => {
    setReasons({});
    setFormError(null);
  }, []);

  return useMemo(
    () => ({ check, fromApi, message, formError, clear }),
    [check, fromApi, message, formError, clear],
  );
}
