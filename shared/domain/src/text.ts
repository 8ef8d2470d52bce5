// Text rules shared by the editor, search box and server.

/** Titles are trimmed (spec §4); line breaks and tabs inside become spaces (a title is one line). */
export function trimTitle(title: string): string {
  return title.replace(/[\r\n\t]+/g, ' ').trim();
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
