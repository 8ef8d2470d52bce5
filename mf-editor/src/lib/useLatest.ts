import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable getter of the latest `value`, for callbacks that outlive a render (ProseMirror plugins are
 * created once): call it when the callback runs, never during render.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
