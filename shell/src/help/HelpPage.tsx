import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { Card, Container, Stack, headingClass } from '@shirube/ui';
import { ErrorPage } from '../errors/ErrorPage';

/** Footer help pages (FAQ, posting guideline, manual): short static text owned by the shell. */
const topics: Record<string, { title: string; items: string[] }> = {
  faq: {
    title: 'shell.help.faq.title',
    items: ['shell.help.faq.q1', 'shell.help.faq.q2', 'shell.help.faq.q3'],
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
    items: ['shell.help.manual.1', 'shell.help.manual.2', 'shell.help.manual.3'],
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
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
    </Container>
  );
}
