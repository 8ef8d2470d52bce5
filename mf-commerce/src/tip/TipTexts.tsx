/** The tip texts on top of commerce's (deep import: they ship only with the chunks that show tips). */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { tips as enTips } from '@shirube/i18n/src/en/tips';
import { tips as jaTips } from '@shirube/i18n/src/ja/tips';

export function TipTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = intl.locale.startsWith('en') ? { ...jaTips, ...enTips } : jaTips;
  return (
    <IntlProvider locale={intl.locale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}

/** `errors.<code>` of the tip texts (self_tip, tip_limit) when they have it. */
export const hasTipError = (code: string) => `errors.${code}` in jaTips;
