// The draft kept in this browser until the server confirms the save (Ghost once lost text when a first
// save was skipped): written before every save attempt and when the tab closes with changes, cleared
// once the server has everything. On the next visit a copy that differs from the server's is offered
// back. localStorage can be full or disabled: then there is simply no backup.
import type { DraftContent } from '../lib/api';

export interface LocalBackup extends DraftContent {
  /** When this copy was written (ms). */
  savedAt: number;
}

const key = (id: number) => `shirube.draft.${id}`;

export function writeBackup(id: number, content: DraftContent): void {
  try {
    localStorage.setItem(key(id), JSON.stringify({ ...content, savedAt: Date.now() }));
  } catch {
    // Quota or privacy mode: the server save is still attempted.
  }
}

export function readBackup(id: number): LocalBackup | null {
  try {
    const raw = localStorage.getItem(key(id));
    if (!raw) return null;
    const b = JSON.parse(raw) as Partial<LocalBackup>;
    if (
      typeof b.title !== 'string' ||
      !Array.isArray(b.body) ||
      !b.body.every((p) => typeof p === 'string') ||
      typeof b.payArticleLine !== 'number' ||
      typeof b.savedAt !== 'number'
    )
      return null;
    return b as LocalBackup;
  } catch {
    return null;
  }
}

export function clearBackup(id: number): void {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // nothing to clear
  }
}

/** The backup holds something the server's draft does not. */
export const differsFrom = (
  b: LocalBackup,
  d: { title: string; body: readonly string[]; payArticleLine: number },
) =>
  b.title !== d.title ||
  b.payArticleLine !== d.payArticleLine ||
  JSON.stringify(b.body) !== JSON.stringify(d.body);
