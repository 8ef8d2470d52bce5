/** /privacy: 個人情報保護方針, linked from the footer and the sign-up form. Its text comes with this chunk only. */
import { useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { privacy } from '@shirube/i18n/src/ja/privacy';
import { Card, Container, Stack, headingClass } from '@shirube/ui';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function PrivacyPage() {
  const { locale, messages } = useIntl();
  const merged = useMemo(() => ({ ...messages, ...privacy }), [messages]);
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={merged}>
      <Container>
        <Card>
          <Stack gap="m">
            <h1 className={headingClass}>
              <FormattedMessage id="privacy.title" />
            </h1>
            <p>
              <FormattedMessage id="privacy.lead" />
            </p>
            {SECTIONS.map((n) => (
              <section key={n} aria-labelledby={`privacy-s${n}`}>
                <h2 id={`privacy-s${n}`} style={{ fontSize: '1.0625rem', margin: '0 0 4px' }}>
                  <FormattedMessage id={`privacy.s${n}.title`} />
                </h2>
                <p style={{ margin: 0 }}>
                  <FormattedMessage id={`privacy.s${n}.body`} />
                </p>
              </section>
            ))}
            <p>
              <Link to="/inquiry">
                <FormattedMessage id="privacy.contact" />
              </Link>
            </p>
            <p>
              <FormattedMessage id="privacy.enacted" />
            </p>
          </Stack>
        </Card>
      </Container>
    </IntlProvider>
  );
}
