// The texts of the editor's pages other than the edit page, in the chunk those pages load with
// (./lazyEditorPage.tsx). English is small and rides along; missing ids fall back to Japanese.
export { editorPages as ja } from '@shirube/i18n/src/ja/editor-pages';
export { editorPages as en } from '@shirube/i18n/src/en/editor-pages';
