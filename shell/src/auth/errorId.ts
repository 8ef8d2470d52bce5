import { errorMessageId } from '@shirube/i18n/src/core';

/** Japanese message id for whatever an API call threw. */
export function errorIdOf(e: unknown): string {
  return errorMessageId((e as { code?: string })?.code);
}
