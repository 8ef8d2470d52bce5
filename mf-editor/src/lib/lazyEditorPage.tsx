/**
 * A page in its own chunk, loaded when first shown; 読み込み中… (the editor's words) meanwhile. Its texts
 * (publish, preview, lists, quick edit, review: `editor-pages`) come with it, so the edit page every
 * writer opens does not download them (issue 23, e2e/bytes.spec.ts).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { withMessages } from '@shirube/ui/src/withMessages';
import * as s from './root.css';

export function lazyEditorPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => {
    const [Page, { ja, en }] = await Promise.all([load(), import('./page-messages')]);
    return { default: withMessages(Page, ja, en) };
  });
  return function LazyEditorPage() {
    return (
      <Suspense
        fallback={
          <p className={s.muted}>
            <FormattedMessage id="editor.loading" />
          </p>
        }
      >
        <Lazy />
      </Suspense>
    );
  };
}
