// Autosave: a change marks the draft dirty and (re)starts a debounce; when it fires the current
// title + paragraphs are sent. Never mid-composition (IME): while `view.composing` the save waits.
// A change during a save keeps the state dirty so the next round sends it. Leaving the page inside
// the app (unmount) sends pending changes at once from the last document seen, since the shell's
// router offers no navigation blocker; closing the tab asks first (beforeunload).
import { trimTitle } from '@shirube/domain';
import type { Node as PMNode } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { docToParagraphs } from '../prose/serialize';
import type { EditorApi } from '../lib/api';
import { clearBackup, writeBackup } from './local-backup';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'failed';
export const AUTOSAVE_MS = 1500;

export function useDraftSaver(
  api: EditorApi,
  id: number,
  view: () => EditorView | null,
  title: () => string,
) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const version = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // Immutable ProseMirror docs: keeping the last one is free and survives the view's destruction.
  const lastDoc = useRef<PMNode | null>(null);

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const v = view();
    if (!v) return false;
    if (version.current === savedVersion.current) return true;
    const sending = version.current;
    const { body, payArticleLine } = docToParagraphs(v.state.doc);
    const content = { title: trimTitle(title()), body, payArticleLine };
    // Kept in the browser until the server has it (./local-backup.ts).
    writeBackup(id, content);
    setStatus('saving');
    const run = api
      .saveDraft(id, content)
      .then(() => {
        savedVersion.current = Math.max(savedVersion.current, sending);
        const clean = version.current === savedVersion.current;
        if (clean) clearBackup(id);
        setStatus(clean ? 'saved' : 'unsaved');
        return true;
      })
      .catch(() => {
        setStatus('failed');
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [api, id, view, title]);

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

  const latest = useRef({ api, id, title });
  latest.current = { api, id, title };

  // Spec-less but expected: closing the tab with unsaved text asks first.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (version.current !== savedVersion.current) {
        const doc = lastDoc.current;
        const { id: articleId, title: t } = latest.current;
        if (doc) writeBackup(articleId, { title: trimTitle(t()), ...docToParagraphs(doc) });
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
      const { api: a, id: articleId, title: t } = latest.current;
      const content = { title: trimTitle(t()), ...docToParagraphs(doc) };
      writeBackup(articleId, content);
      // Fire and forget: the page is going away; a failure leaves the local copy for the next visit.
      a.saveDraft(articleId, content).then(
        () => clearBackup(articleId),
        () => undefined,
      );
    },
    [],
  );

  const isDirty = useCallback(() => version.current !== savedVersion.current, []);
  return { status, save, markChanged, isDirty };
}
