// Loading the draft behind /a/:id/edit and /a/:id/preview: one fetch per id, ignored after unmount,
// with the loading and failure states both pages show. Someone else's article answers 404 (the API
// does not reveal that it exists) or 403 (an admin may read but not write): each gets its own words,
// never a raw status code, and a way back to the author's own articles.
import type { ArticleDraft } from '@shirube/api-contract';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCode, useEditorApi } from './api';
import * as s from './root.css';

/** Why a draft could not be loaded: not found (or not the viewer's), not allowed, or anything else. */
export type DraftFailure = 'not_found' | 'forbidden' | 'failed';

export const draftFailure = (e: unknown): DraftFailure => {
  const code = errorCode(e);
  return code === 'not_found' || code === 'forbidden' ? code : 'failed';
};

export function useDraft() {
  const id = Number(useParams().id);
  const api = useEditorApi();
  const [draft, setDraft] = useState<ArticleDraft | null>(null);
  const [failed, setFailed] = useState<DraftFailure | null>(null);
  useEffect(() => {
    let live = true;
    api.getDraft(id).then(
      (d) => live && setDraft(d),
      (e: unknown) => live && setFailed(draftFailure(e)),
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  return { id, draft, setDraft, failed };
}

/** The page that takes the editor's place when the article is missing or not the viewer's. */
export function DraftUnavailable({ reason }: { reason: 'not_found' | 'forbidden' }) {
  const key = reason === 'forbidden' ? 'editor.forbidden' : 'editor.notFound';
  return (
    <section role="alert" data-testid="draft-unavailable" data-reason={reason}>
      <h1>
        <FormattedMessage id={`${key}.title`} />
      </h1>
      <p className={s.muted}>
        <FormattedMessage id={`${key}.body`} />
      </p>
      <Link to="/my_articles">
        <FormattedMessage id="editor.backToMine" />
      </Link>
    </section>
  );
}

/** What a draft page shows until its draft has arrived. */
export function DraftLoadState({ failed }: { failed: DraftFailure | null }) {
  if (failed === 'not_found' || failed === 'forbidden') return <DraftUnavailable reason={failed} />;
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
