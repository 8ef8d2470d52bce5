import { FormattedMessage } from 'react-intl';
import { Card, Container, Stack, headingClass, mutedClass } from './primitives';
import * as s from './placeholder.css';

export interface PlaceholderProps {
  /** MF remote name, e.g. mf_editor (goes to data-remote only; never shown). */
  remote: string;
  /** Compiled-in build label (goes to data-remote-build only; never shown). */
  version: string;
  /** Human name of the area, already translated. */
  area: string;
  /** The page component name, e.g. DraftPage (goes to data-page only; never shown). */
  page: string;
  /** Kept for callers' compatibility; a visitor's account is not shown on a placeholder. */
  account?: string | null;
}

/** A "準備中" page for routes whose screens come in a later release. It says only, in Japanese, that
 *  the screen is coming: component names, module versions and accounts stay in data attributes
 *  (tests and support read them), never in the text a visitor sees. */
export function Placeholder({ remote, version, area, page }: PlaceholderProps) {
  return (
    <Container data-remote={remote} data-remote-build={version} data-page={page}>
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
        </Stack>
      </Card>
    </Container>
  );
}
