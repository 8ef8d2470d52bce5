// /a/{id}/preview (preview layout): the article as readers will see it, free part, the paywall line,
// paid part; app bar: back to the editor + 公開設定 (the publish dialog).
import type { ArticleDraft, Category } from '@shirube/api-contract';
import { paidLineCount, sanitizeParagraph, splitAtPaywall } from '@shirube/domain';
import { useHeaderActions, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import { PublishDialog } from '../publish/PublishDialog';

export function Paragraphs({ body }: { body: readonly string[] }) {
  return (
    <>
      {body.map((html, i) => (
        // Sanitised by the server and again here with the shared options before it becomes DOM.
        <div key={i} dangerouslySetInnerHTML={{ __html: sanitizeParagraph(html) }} />
      ))}
    </>
  );
}

export function PreviewPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const api = useEditorApi();
  const shell = useShell();
  const intl = useIntl();
  const [draft, setDraft] = useState<ArticleDraft | null>(null);
  const [categories, setCategories] = useState<readonly Category[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    api.getDraft(id).then(
      (d) => live && setDraft(d),
      () => live && setFailed(true),
    );
    api.categories().then(
      (c) => live && setCategories(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const actions = useMemo(
    () => (
      <>
        <Button
          variant="secondary"
          className={s.headerButton}
          onClick={() => shell.navigate(`/a/${id}/edit`)}
        >
          {intl.formatMessage({ id: 'editor.preview.cancel' })}
        </Button>
        <Button
          className={s.headerButton}
          onClick={() => setOpen(true)}
          disabled={!draft}
          data-testid="open-publish-settings"
        >
          {intl.formatMessage({ id: 'editor.preview.settings' })}
        </Button>
      </>
    ),
    [shell, id, intl, draft],
  );
  useHeaderActions(actions);

  if (failed) {
    return (
      <p role="alert" className={s.error}>
        <FormattedMessage id="editor.loadFailed" />
      </p>
    );
  }
  if (!draft) {
    return (
      <p className={s.muted}>
        <FormattedMessage id="editor.loading" />
      </p>
    );
  }
  const { free, paid } = splitAtPaywall(draft.body, draft.payArticleLine);
  const paidCount = paidLineCount(draft.body, draft.payArticleLine);
  return (
    <article data-testid="preview">
      <h1>{draft.title || intl.formatMessage({ id: 'editor.preview.untitled' })}</h1>
      <section aria-label={intl.formatMessage({ id: 'editor.preview.free' })} className={s.articleBody}>
        <Paragraphs body={free} />
      </section>
      {paidCount > 0 ? (
        <>
          <p className={s.paywallLine} data-testid="preview-paywall">
            <FormattedMessage id="editor.preview.paid" values={{ count: paidCount }} />
          </p>
          <section className={s.articleBody}>
            <Paragraphs body={paid} />
          </section>
        </>
      ) : (
        <p className={s.muted}>
          <FormattedMessage id="editor.preview.noPaid" />
        </p>
      )}
      {open && <PublishDialog open draft={draft} categories={categories} onClose={() => setOpen(false)} />}
    </article>
  );
}
