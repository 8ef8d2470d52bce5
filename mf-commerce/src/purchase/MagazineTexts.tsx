/** The magazine item's texts on top of commerce's (deep imports: this release ships its own wording even
 *  when the shell's shared @shirube/i18n is older). */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { magazineReader as enReader } from '@shirube/i18n/src/en/magazine-reader';
import { magazines as enRules } from '@shirube/i18n/src/en/magazines';
import { magazineReader as jaReader } from '@shirube/i18n/src/ja/magazine-reader';
import { magazines as jaRules } from '@shirube/i18n/src/ja/magazines';

export function MagazineTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = intl.locale.startsWith('en')
    ? { ...jaRules, ...jaReader, ...enRules, ...enReader }
    : { ...jaRules, ...jaReader };
  return (
    <IntlProvider locale={intl.locale} defaultLocale="ja" messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}
