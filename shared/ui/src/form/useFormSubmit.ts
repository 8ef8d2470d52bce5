// The one submit path of a form: prevent the page load, check the rules first, show the pending state,
// and route a failure to the fields it names (useFieldErrors) or to one form-level message.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { errorMessageId } from '@shirube/i18n/src/core';

interface ApiFailureSink {
  fromApi(error: unknown): void;
  /** The message id it shows for a failure that names no field (useFieldErrors has one). */
  readonly formError?: string | null;
}

export interface FormSubmitOptions {
  /** Per-field errors (useFieldErrors): API failures go there, and its formError is the message. */
  readonly errors?: ApiFailureSink;
  /** Runs before sending; false stops the submit (it shows its own errors). */
  readonly check?: () => boolean;
}

export interface FormSubmit {
  readonly pending: boolean;
  /** A message id for a failure that names no field: the `errors` sink's, or this hook's own. */
  readonly formError: string | null;
  readonly onSubmit: (event?: FormEvent) => void;
}

export function useFormSubmit(run: () => Promise<unknown>, options: FormSubmitOptions = {}): FormSubmit {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The disabled button stops a second click only after a render; two Enter presses in one frame
  // reach here together, so the guard is a ref (a password change or a deletion is sent once).
  const inFlight = useRef(false);
  const { errors, check } = options;

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    if (check && !check()) return;
    inFlight.current = true;
    setPending(true);
    setFormError(null);
    try {
      await run();
    } catch (error) {
      if (errors) errors.fromApi(error);
      else setFormError(errorMessageId((error as { code?: string } | null)?.code));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [run, errors, check]);

  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );
  return { pending, formError: errors ? (errors.formError ?? null) : formError, onSubmit };
}
