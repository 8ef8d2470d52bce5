/** A page's data: `load()`'s answer, or that it failed; loaded again when `load` or `again` (a retry, a
 *  change that moved the figures) changes. An answer that arrives after the page moved on is dropped. */
import { useEffect, useState } from 'react';

export function useLoaded<T>(load: () => Promise<T>, again = 0) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setData(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, again]);
  return { data, setData, failed, setFailed };
}
