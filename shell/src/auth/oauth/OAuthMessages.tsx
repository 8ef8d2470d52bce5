/** The external sign-in texts, merged only where they are used (sign-in, sign-up, /callback: lazy chunks),
 *  so the article route, which every first visit downloads, does not carry them (e2e/bytes.spec.ts). */
import { useMemo, type ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { oauth } from '@shirube/i18n/src/ja/oauth';

export function withOAuthMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithOAuthMessages(props: P) {
    const { locale, messages } = useIntl();
    const merged = useMemo(() => ({ ...messages, ...oauth }), [messages]);
    return (
      <IntlProvider locale={locale} defaultLocale="ja" messages={merged}>
        <Page {...props} />
      </IntlProvider>
    );
  };
}
