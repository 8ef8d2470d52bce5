import { useEffect } from 'react';
import { pageTitle } from '@shirube/i18n/src/core';

/** Names the page after its data once it is loaded (「記事タイトル｜しるべ」); the shell names the other pages. */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
