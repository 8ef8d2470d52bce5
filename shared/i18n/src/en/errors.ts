/** English messages for the errors area (second language; missing ids fall back to Japanese). */
export const errors: Record<string, string> = {
  'errors.unknown': 'A technical problem occurred. Please try again later.',
  'errors.internal': 'A technical problem occurred. Please try again later.',
  'errors.network': 'Could not connect. Check your connection and try again.',
  'errors.bad_gateway': 'The server could not be reached. Please try again later.',
  'errors.http_error': 'Something went wrong while talking to the server. Please try again later.',
  'errors.invalid_response': 'A technical problem occurred. Please try again later.',
  'errors.validation': 'Please check what you entered.',
  'errors.unauthorized': 'Your session has expired. Please log in again.',
  'errors.unconfirmed': 'Your email address is not confirmed yet. Open the link in the mail we sent you.',
  'errors.invalid_credentials': 'The email address or password is incorrect.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.csrf': 'The request was refused as unsafe. Reload the page and try again.',
  'errors.not_found': 'The page could not be found.',
  'errors.under_review': 'Reviewing: this article is under review.',
  'errors.conflict': 'This is already registered. Please try something else.',
  'errors.affiliate_purchaser_only': 'Only buyers of this article can issue a referral link for it.',
};
