/** English messages for the errors area (second language; missing ids fall back to Japanese). */
export const errors: Record<string, string> = {
  'errors.unknown': 'A technical problem occurred. Please try again later.',
  'errors.network': 'Could not connect. Check your connection and try again.',
  'errors.validation': 'Please check what you entered.',
  'errors.unauthorized': 'Your session has expired. Please log in again.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.not_found': 'The page could not be found.',
};
