// Text rules shared by the editor, search box and server.

/** Titles are trimmed (spec §4); line breaks and tabs inside become spaces (a title is one line). */
export function trimTitle(title: string): string {
  return title.replace(/[\r\n\t]+/g, ' ').trim();
}

/**
 * The entities stored paragraph HTML carries (the sanitiser writes these), decoded to text — `&amp;`
 * last, so that an escaped `&amp;lt;` becomes the text `&lt;`. For text taken out of that HTML.
 */
export function decodeHtmlEntities(html: string): string {
  return html
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const KATAKANA = /[\u30a1-\u30f6]/g;

/**
 * The form stored beside titles and free text for search and applied to queries, so that
 * 'ﾌﾟﾛｸﾞﾗﾐﾝｸﾞ', 'プログラミング' and 'ぷろぐらみんぐ' match, and so do 'ＲＥＡＣＴ' and 'react':
 * NFKC (full/half width), lower case, katakana → hiragana, runs of whitespace → one space, trimmed.
 */
export function normalizeForSearch(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/\s+/gu, ' ')
    .trim();
}

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_WORDS_MAX = 8;

/**
 * A search box's text as the words every result must contain: normalised as above, split on
 * spaces (full-width ones become spaces under NFKC), duplicates dropped. Empty = nothing to search.
 */
export function searchWords(q: string): string[] {
  const normalized = normalizeForSearch(q);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}
