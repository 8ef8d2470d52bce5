/**
 * An article shown: counted for the author's analytics (every reader; the API leaves out bots, the
 * author and repeats of the day), and put in a signed-in reader's viewed history (spec §7).
 */
import { useEffect, useState } from 'react';
import { useReaderApi } from '../lib/api';
import { previousPage } from '../lib/page-trail';

export function useRecordView(
  articleId: number | string | undefined,
  signedIn: boolean,
  routeId: string | undefined,
) {
  const api = useReaderApi();
  // Where the reader came from, read while this article's route first renders (before ReaderRoot
  // remembers the new page).
  const [came, setCame] = useState(() => ({ routeId, referrer: previousPage() }));
  if (came.routeId !== routeId) setCame({ routeId, referrer: previousPage() });
  const referrer = came.referrer;
  useEffect(() => {
    const id = Number(articleId);
    if (!Number.isInteger(id) || id <= 0) return;
    // Best effort: a failed record must never disturb reading.
    api.countView(id, referrer).catch(() => {});
    if (signedIn) api.recordView(id).catch(() => {});
  }, [api, articleId, signedIn, referrer]);
}
