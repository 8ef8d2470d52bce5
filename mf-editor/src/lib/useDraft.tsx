// Loading the draft behind /a/:id/edit and /a/:id/preview: one fetch per id, ignored after unmount,
// with the loading and failure states both pages show.
import type { ArticleDraft } from '@shirube/api-contract';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useEditorApi } from './api';
import * as s from './root.css';

export function useDraft() {
  const id = Number(useParams().id);
  const api = useEditorApi();
  const [draft, setDraft] = useState<ArticleDraft | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.getDraft(id).then(
      (d) => live && setDraft(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  return { id, draft, setDraft, failed };
}

/** What a draft page shows until its draft has arrived. */
export function DraftLoadState({ failed }: { failed: boolean }) {
  return failed ? (
    <p role="alert" className={s.error}>
      <FormattedMessage id="editor.loadFailed" />
    </p>
  ) : (
    <p className={s.muted}>
      <FormattedMessage id="editor.loading" />
    </p>
  );
}
