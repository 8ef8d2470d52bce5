/** Viewed history (spec §7): a signed-in reader opening an article records it, once per article shown. */
import { useEffect } from 'react';
import { useReaderApi } from '../lib/api';

export function useRecordView(articleId: number | string | undefined, signedIn: boolean) {
  const api = useReaderApi();
  useEffect(() => {
    const id = Number(articleId);
    if (!signedIn || !Number.isInteger(id) || id <= 0) return;
    // Best effort: a failed record must never disturb reading.
    api.recordView(id).catch(() => {});
  }, [api, articleId, signedIn]);
}
