/** A page in its own chunk, loaded when first shown; 読み込み中… (the editor's words) meanwhile. */
import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import * as s from './root.css';

export function lazyEditorPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
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
