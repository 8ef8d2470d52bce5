import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { DEFAULT_PAYOUT_RULES, payoutRuleValues } from '@shirube/domain/payout-schedule';
import { Card, Container, Stack, headingClass } from '@shirube/ui';
import { ErrorPage } from '../errors/ErrorPage';

/** The payout figures the FAQ quotes: the rules' own constants (the API's config starts from them). */
const ruleValues = payoutRuleValues(DEFAULT_PAYOUT_RULES);

/** Footer help pages (FAQ, posting guideline, manual): short static text owned by the shell. */
const topics: Record<string, { title: string; items: string[] }> = {
  faq: {
    title: 'shell.help.faq.title',
    items: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `shell.help.faq.q${n}`),
  },
  guideline: {
    title: 'shell.help.guideline.title',
    items: [
      'shell.help.guideline.1',
      'shell.help.guideline.2',
      'shell.help.guideline.3',
      'shell.help.guideline.4',
    ],
  },
  manual: {
    title: 'shell.help.manual.title',
    items: [1, 2, 3, 4, 5].map((n) => `shell.help.manual.${n}`),
  },
};

export function HelpPage() {
  const { topic = '' } = useParams();
  const page = topics[topic];
  if (!page) return <ErrorPage status={404} />;
  return (
    <Container>
      <Card>
        <Stack gap="m">
          <h1 className={headingClass}>
            <FormattedMessage id={page.title} />
          </h1>
          <ul style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 12 }}>
            {page.items.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} values={ruleValues} />
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
    </Container>
  );
}
