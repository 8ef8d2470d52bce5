/** `decodeURIComponent`, or null for a malformed escape (`%E0`): what a visitor typed or a browser sent
 *  is input, and input never makes a 500. */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
