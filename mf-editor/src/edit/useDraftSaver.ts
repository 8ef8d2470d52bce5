// Autosave: a change marks the draft dirty and (re)starts a debounce; when it fires the current
// title + paragraphs are sent. Never mid-composition (IME): while `view.composing` the save waits.
// A change during a save keeps the state dirty so the next round sends it.
import { trimTitle } from '@shirube/domain';
import type { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { docToParagraphs } from '../prose/serialize';
import type { EditorApi } from '../lib/api';

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

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const v = view();
    if (!v) return false;
    if (version.current === savedVersion.current) return true;
    const sending = version.current;
    const { body, payArticleLine } = docToParagraphs(v.state.doc);
    setStatus('saving');
    const run = api
      .saveDraft(id, { title: trimTitle(title()), body, payArticleLine })
      .then(() => {
        savedVersion.current = Math.max(savedVersion.current, sending);
        setStatus(version.current === savedVersion.current ? 'saved' : 'unsaved');
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
    version.current += 1;
    setStatus('unsaved');
    schedule();
  }, [schedule]);

  // Spec-less but expected: closing the tab with unsaved text asks first.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (version.current !== savedVersion.current) {
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

  const isDirty = useCallback(() => version.current !== savedVersion.current, []);
  return { status, save, markChanged, isDirty };
}
