import { errorMessageId } from '@shirube/i18n';
import { commerce } from '@shirube/i18n/src/ja/commerce';
import { errors } from '@shirube/i18n/src/ja/errors';

/** The API error code of anything a client call threw (`network` when no answer came). */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'network';
}

/** No definitive answer (network, 5xx): the same Idempotency-Key may be sent again safely. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown })?.status;
  return (
    typeof status !== 'number' || status === 0 || status >= 500 || errorCode(error) === 'payment_in_progress'
  );
}

/** `errors.<code>` from this release's own catalogue, falling back to the shared one. */
export function errorText(code: string): string {
  const id = `errors.${code}`;
  return id in errors || id in commerce ? id : errorMessageId(code);
}
