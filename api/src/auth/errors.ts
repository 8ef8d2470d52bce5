// Small constructors so handlers read as the situation, and codes stay the stable ones of the brief.
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '@shirube/api-contract';

export const invalid = (field: string, reason: string) =>
  new BadRequestError({
    code: 'validation',
    message: `${field}: ${reason}`,
    field,
    details: [{ field, reason }],
  });
export const unauthorized = (message = 'Sign in required') =>
  new UnauthorizedError({ code: 'unauthorized', message });
export const unconfirmed = () =>
  new UnauthorizedError({ code: 'unconfirmed', message: 'Confirm your email address before signing in' });
export const invalidCredentials = () =>
  new UnauthorizedError({ code: 'invalid_credentials', message: 'Wrong email or password' });
export const forbidden = (message = 'Not allowed') => new ForbiddenError({ code: 'forbidden', message });
export const notFound = (message = 'Not found') => new NotFoundError({ code: 'not_found', message });
export const underReview = () =>
  new NotFoundError({ code: 'under_review', message: 'The article is under review' });
export const conflict = (field: string, message: string) =>
  new ConflictError({ code: 'conflict', message, field });
