/**
 * An IntlProvider whose react-intl object lives as long as its messages, not as long as one mount.
 * `<IntlProvider>` creates its formatter cache per mount, so every server render (a new tree per
 * request) parsed its messages and built its Intl formatters again — with locale resolution, about a
 * tenth of the top page's server CPU (bench/results/ssr-top-2026-11-26c.md). A message's format depends
 * only on (message, locale): one object per (messages, locale) is safe to share across requests.
 * By path (`@shirube/ui/src/SharedIntlProvider`): not part of the MF singleton's exports.
 */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';

const cache = createIntlCache();
// Keyed by the messages object itself: module constants on the server; a merged (English) object in
// the browser is collected with its last user.
const intls = new WeakMap<Record<string, string>, Map<string, IntlShape>>();

/** The one react-intl object for these messages in this locale (Japanese is the default locale). */
export function sharedIntl(locale: string, messages: Record<string, string>): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = createIntl({ locale, defaultLocale: 'ja', messages }, cache)));
  return intl;
}

export function SharedIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  return <RawIntlProvider value={sharedIntl(locale, messages)}>{children}</RawIntlProvider>;
}
