// Autosave: a change marks the draft dirty and (re)starts a debounce; when it fires the current
// title + paragraphs are sent. Never mid-composition (IME): while `view.composing` the save waits.
// A change during a save keeps the state dirty so the next round sends it. Leaving the page inside
// the app (unmount) sends pending changes at once from the last document seen, since the shell's
// router offers no navigation blocker; closing the tab asks first (beforeunload).
// A new article (/a/draft) has no id yet: the first save creates the draft row (issue 23 — opening
// the editor and leaving without typing leaves nothing behind), once, and reports the id.
import { trimTitle } from '@shirube/domain/core';
import type { Node as PMNode } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { docToParagraphs, sanitizedParagraphs } from '../prose/serialize';
import { errorCode, type EditorApi } from '../lib/api';
import { clearBackup, writeBackup } from './local-backup';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'failed' | 'forbidden';
export const AUTOSAVE_MS = 1500;

export function useDraftSaver(
  api: EditorApi,
  /** null: a new article, created by the first save (then `onCreated`). */
  initialId: number | null,
  view: () => EditorView | null,
  title: () => string,
  onCreated?: (id: number) => void,
) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const idRef = useRef(initialId);
  const creating = useRef<Promise<number> | null>(null);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // Immutable ProseMirror docs: keeping the last one is free and survives the view's destruction.
  const lastDoc = useRef<PMNode | null>(null);
  const latest = useRef({ api, title, onCreated });
  latest.current = { api, title, onCreated };

  /** The draft's id, creating the row first when there is none yet (one request, even when asked twice). */
  const ensureId = useCallback((): Promise<number> => {
    if (idRef.current !== null) return Promise.resolve(idRef.current);
    creating.current ??= latest.current.api.createDraft().then(
      (created) => {
        idRef.current = created;
        latest.current.onCreated?.(created);
        return created;
      },
      (e: unknown) => {
        creating.current = null;
        throw e;
      },
    );
    return creating.current;
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const v = view();
    if (!v) return false;
    if (version.current === savedVersion.current) return true;
    const sending = version.current;
    const doc = v.state.doc;
    const titleText = trimTitle(title());
    setStatus('saving');
    const run = Promise.all([ensureId(), sanitizedParagraphs(doc)])
      .then(async ([id, paragraphs]) => {
        const content = { title: titleText, ...paragraphs };
        // Kept in the browser until the server has it (./local-backup.ts).
        writeBackup(id, content);
        await api.saveDraft(id, content);
        savedVersion.current = Math.max(savedVersion.current, sending);
        const clean = version.current === savedVersion.current;
        if (clean) clearBackup(id);
        setStatus(clean ? 'saved' : 'unsaved');
        return true;
      })
      .catch((e: unknown) => {
        // 403: an admin may read someone's draft but never write it; retrying cannot help.
        setStatus(errorCode(e) === 'forbidden' ? 'forbidden' : 'failed');
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [api, ensureId, view, title]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(function tick() {
      if (view()?.composing) {
        timer.current = setTimeout(tick, AUTOSAVE_MS);
        return;
      }
      void save();
    }, AUTOSAVE_MS);
  }, [save, view]);

  const markChanged = useCallback(() => {
    lastDoc.current = view()?.state.doc ?? lastDoc.current;
    version.current += 1;
    setStatus('unsaved');
    schedule();
  }, [schedule, view]);

  // Spec-less but expected: closing the tab with unsaved text asks first.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (version.current !== savedVersion.current) {
        const doc = lastDoc.current;
        const articleId = idRef.current;
        const t = latest.current.title;
        // A new article not saved yet has no id to keep a copy under: the question is all there is.
        if (doc && articleId !== null)
          writeBackup(articleId, { title: trimTitle(t()), ...docToParagraphs(doc) });
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  useEffect(
    () => () => {
      const doc = lastDoc.current;
      if (version.current === savedVersion.current || !doc) return;
      const { api: a, title: t } = latest.current;
      const titleText = trimTitle(t());
      // Fire and forget: the page is going away; a failure leaves the local copy for the next visit.
      void Promise.all([ensureId(), sanitizedParagraphs(doc)])
        .then(([articleId, paragraphs]) => {
          const content = { title: titleText, ...paragraphs };
          writeBackup(articleId, content);
          return a.saveDraft(articleId, content).then(() => clearBackup(articleId));
        })
        .catch(() => undefined);
    },
    [ensureId],
  );

  const isDirty = useCallback(() => version.current !== savedVersion.current, []);
  /** The draft's id once it exists (a new article: after its first save). */
  const currentId = useCallback(() => idRef.current, []);
  return { status, save, markChanged, isDirty, currentId, ensureId };
}
