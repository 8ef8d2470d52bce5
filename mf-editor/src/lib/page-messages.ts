// The texts of the editor's pages other than the edit page, in the chunk those pages load with
// (./lazyEditorPage.tsx). English is small and rides along; missing ids fall back to Japanese.
// The マガジン tab of /my_articles (issue 37) adds its own texts and the magazine form's field reasons.
import { editorPages as jaPages } from '@shirube/i18n/src/ja/editor-pages';
import { editorPages as enPages } from '@shirube/i18n/src/en/editor-pages';
import { magazineAuthor as jaMagazineAuthor } from '@shirube/i18n/src/ja/magazine-author';
import { magazineAuthor as enMagazineAuthor } from '@shirube/i18n/src/en/magazine-author';
import { magazines as jaMagazines } from '@shirube/i18n/src/ja/magazines';
import { magazines as enMagazines } from '@shirube/i18n/src/en/magazines';

export const ja: Record<string, string> = { ...jaPages, ...jaMagazineAuthor, ...jaMagazines };
export const en: Record<string, string> = { ...enPages, ...enMagazineAuthor, ...enMagazines };
