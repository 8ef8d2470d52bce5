// /a/{id}/preview (preview layout): the article as readers will see it, free part, the paywall line,
// paid part; app bar: back to the editor + 公開設定 (the publish dialog).
import type { Category } from '@shirube/api-contract';
import { paidLineCount, sanitizeParagraph, splitAtPaywall } from '@shirube/domain';
import { useHeaderActions, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderButtonLabel } from '../edit/HeaderButtonLabel';
import { useEditorApi } from '../lib/api';
import { DraftLoadState, useDraft } from '../lib/useDraft';
import * as s from '../lib/root.css';
import '@shirube/ui/src/embeds.css';

// The publish settings (price, tags with suggestions, reservation) load when 公開設定 is pressed.
const PublishDialog = lazy(() =>
  import('../publish/PublishDialog').then((m) => ({ default: m.PublishDialog })),
);

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
  const { id, draft, failed } = useDraft();
  const api = useEditorApi();
  const shell = useShell();
  const intl = useIntl();
  const [categories, setCategories] = useState<readonly Category[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    api.categories().then(
      (c) => live && setCategories(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  // Someone else's (or a missing) draft: only 「記事が見つかりません」, no 公開設定 or way into its editor.
  const unavailable = failed === 'not_found' || failed === 'forbidden';
  const actions = useMemo(
    () =>
      unavailable ? null : (
        <>
          <Button
            variant="secondary"
            className={s.headerButton}
            onClick={() => shell.navigate(`/a/${id}/edit`)}
          >
            <HeaderButtonLabel icon="edit" label={intl.formatMessage({ id: 'editor.preview.cancel' })} />
          </Button>
          <Button
            className={s.headerButton}
            onClick={() => setOpen(true)}
            disabled={!draft}
            data-testid="open-publish-settings"
          >
            <HeaderButtonLabel
              icon="settings"
              label={intl.formatMessage({ id: 'editor.preview.settings' })}
            />
          </Button>
        </>
      ),
    [shell, id, intl, draft, unavailable],
  );
  useHeaderActions(actions);

  if (!draft) return <DraftLoadState failed={failed} />;
  const { free, paid } = splitAtPaywall(draft.body, draft.payArticleLine);
  const paidCount = paidLineCount(draft.body, draft.payArticleLine);
  return (
    <article data-testid="preview">
      {/* The preview banner belongs to a loaded draft (it was the layout's, shown above a not-found too). */}
      <p className={s.previewBanner} role="note" data-testid="preview-banner">
        <FormattedMessage id="editor.preview.banner" />
      </p>
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
      {open && (
        <Suspense fallback={null}>
          <PublishDialog open draft={draft} categories={categories} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
