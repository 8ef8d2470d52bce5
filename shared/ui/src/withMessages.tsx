/**
 * Texts that only one lazily loaded page or widget shows, merged where it is used (by path:
 * `@shirube/ui/src/withMessages`), so the pages every first visit downloads do not carry them
 * (e2e/bytes.spec.ts). `en` ids fall back to `ja`, as everywhere.
 */
import { useMemo, type ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

export function withMessages<P extends object>(
  Page: ComponentType<P>,
  ja: Record<string, string>,
  en: Record<string, string> = {},
): ComponentType<P> {
  return function WithMessages(props: P) {
    const { locale, messages } = useIntl();
    const merged = useMemo(
      // The app's messages are plain strings here (we never ship precompiled ones).
      () => ({ ...(messages as Record<string, string>), ...ja, ...(locale === 'en' ? en : {}) }),
      [messages, locale],
    );
    return (
      <IntlProvider locale={locale} defaultLocale="ja" messages={merged}>
        <Page {...props} />
      </IntlProvider>
    );
  };
}
