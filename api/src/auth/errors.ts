// Small constructors so handlers read as the situation, and codes stay the stable ones of the brief.
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '@shirube/api-contract';
import type { FieldError } from '@shirube/domain';

export const invalid = (field: string, reason: string) =>
  new BadRequestError({
    code: 'validation',
    message: `${field}: ${reason}`,
    field,
    details: [{ field, reason }],
  });
/** Every failing field of a form (validateForm of @shirube/domain, or a handler's own checks); `field` names the first. */
export const invalidFields = (
  errors: ReadonlyArray<Pick<FieldError, 'field'> & { readonly reason: string }>,
) => {
  const first = errors[0] ?? { field: 'payload', reason: 'invalid' };
  return new BadRequestError({
    code: 'validation',
    message: errors.map((e) => `${e.field}: ${e.reason}`).join(', '),
    field: first.field,
    details: errors.map((e) => ({ field: e.field, reason: e.reason })),
  });
};
/** A mailed link (confirmation, email change, password reset) that is unknown, used or expired. */
export const invalidLink = (field: string) =>
  new BadRequestError({
    code: 'invalid_link',
    message: 'The link is invalid, expired or already used',
    field,
    details: [{ field, reason: 'invalid_link' }],
  });
export const rateLimited = (message: string) => new TooManyRequestsError({ code: 'rate_limited', message });
export const unauthorized = (message = 'Sign in required') =>
  new UnauthorizedError({ code: 'unauthorized', message });
export const unconfirmed = () =>
  new UnauthorizedError({ code: 'unconfirmed', message: 'Confirm your email address before signing in' });
export const invalidCredentials = () =>
  new UnauthorizedError({ code: 'invalid_credentials', message: 'Wrong email or password' });
export const forbidden = (message = 'Not allowed') => new ForbiddenError({ code: 'forbidden', message });
/** 404; with `field`, about that input (as `invalid` names its field), so the UI shows it there. */
export const notFound = (message = 'Not found', field?: string) =>
  new NotFoundError(
    field
      ? { code: 'not_found', message, field, details: [{ field, reason: 'not_found' }] }
      : { code: 'not_found', message },
  );
export const underReview = () =>
  new NotFoundError({ code: 'under_review', message: 'The article is under review' });
export const conflict = (field: string, message: string) =>
  new ConflictError({ code: 'conflict', message, field });
