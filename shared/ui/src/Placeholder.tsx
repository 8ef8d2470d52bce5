import { FormattedMessage } from 'react-intl';
import { Card, Container, Stack, headingClass, mutedClass } from './primitives';
import * as s from './placeholder.css';

export interface PlaceholderProps {
  /** MF remote name, e.g. mf_editor (goes to data-remote). */
  remote: string;
  /** Compiled-in version (goes to data-remote-version). */
  version: string;
  /** Human name of the area, already translated. */
  area: string;
  /** The page component name, e.g. DraftPage. */
  page: string;
  /** Signed-in account, or null when signed out. */
  account: string | null;
}

/** A clearly labelled "準備中" page for routes whose screens come in a later release. It proves the
 *  remote loaded, sees the shell's session and uses the shared theme. */
export function Placeholder({ remote, version, area, page, account }: PlaceholderProps) {
  return (
    <Container data-remote={remote} data-remote-version={version} data-page={page}>
      <Card>
        <Stack gap="m">
          <span className={s.badge}>
            <FormattedMessage id="common.placeholder.badge" />
          </span>
          <h1 className={headingClass}>
            <FormattedMessage id="common.placeholder.title" values={{ area }} />
          </h1>
          <p className={mutedClass}>
            <FormattedMessage id="common.placeholder.body" />
          </p>
          <dl className={s.meta}>
            <dt className={s.term}>
              <FormattedMessage id="common.placeholder.page" />
            </dt>
            <dd>{page}</dd>
            <dt className={s.term}>
              <FormattedMessage id="common.placeholder.remote" />
            </dt>
            <dd>
              {remote} {version}
            </dd>
            <dt className={s.term}>
              <FormattedMessage id="common.placeholder.visitor" />
            </dt>
            <dd data-testid="placeholder-account">
              {account ? `@${account}` : <FormattedMessage id="common.placeholder.signedOut" />}
            </dd>
          </dl>
        </Stack>
      </Card>
    </Container>
  );
}
