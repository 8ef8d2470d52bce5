/**
 * The path a visitor asked for before being sent to /sign_in (spec §2). Kept in sessionStorage so it
 * survives the sign-up → mail → /confirm round trip in the same tab, and falls back to localStorage
 * because the confirmation link usually opens in a NEW tab.
 */
import { safeReturnPath } from '@shirube/domain/return-path';

const KEY = 'shirube.returnTo';

export function rememberReturnTo(path: string): void {
  if (!safeReturnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
    localStorage.setItem(KEY, path);
  } catch {
    /* storage disabled: the visitor lands on / instead */
  }
}

/** Read and forget the remembered path (default `/`). */
export function consumeReturnTo(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
  // Checked again on the way out: storage outlives this code (an older tab may have written it).
  return safeReturnPath(path) ?? '/';
}
