/**
 * The text every area needs — common words and the API's error texts — without any area's own file.
 * Each app merges its own area onto these (deep import, not the shared singleton), so a reader page
 * does not download the editor's, the seller's and the commerce texts.
 */
import { common as jaCommon } from './ja/common';
import { errors as jaErrors } from './ja/errors';

export type Locale = 'ja' | 'en';
export const defaultLocale: Locale = 'ja';

const ja: Record<string, string> = { ...jaCommon, ...jaErrors };
export const coreMessages: { ja: Record<string, string> } = { ja };

/**
 * English is second and loaded only when a page is shown in English, so no Japanese reader downloads
 * it; a missing id falls back to Japanese.
 */
export async function loadCoreEnglish(): Promise<Record<string, string>> {
  const [{ common }, { errors }] = await Promise.all([import('./en/common'), import('./en/errors')]);
  return { ...ja, ...common, ...errors };
}

/**
 * A page's document title: 「売上管理｜しるべ」, 「記事タイトル｜しるべ」; the site name alone for the top page.
 * One format for the shell server's HTML, the shell's routes and the reader's article and user pages.
 */
export function pageTitle(name?: string | null): string {
  const site = ja['common.siteName']!;
  return name ? `${name}｜${site}` : site;
}

/** Japanese text for an API error code (falls back to the generic message). */
export function errorMessageId(code: string | undefined): string {
  const id = `errors.${code ?? 'unknown'}`;
  return id in ja ? id : 'errors.unknown';
}
