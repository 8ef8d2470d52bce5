import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { ToastColor } from '@shirube/shell-contract';
import { toastsAtom } from './state';

let nextId = 1;
const LIFETIME_MS = 5000;

/** Push a toast; it disappears after 5 s or when closed. */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (message: string, color: ToastColor = 'info') => {
      const id = nextId++;
      setToasts((list) => [...list, { id, message, color }]);
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), LIFETIME_MS);
    },
    [setToasts],
  );
}
