// Shown before the editor when this browser holds a newer copy of the draft than the server
// (./local-backup.ts): restore it (then it is saved) or discard it.
import { formatTokyoDateTime } from '@shirube/domain/core';
import { Button } from '@shirube/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as s from '../lib/root.css';
import type { LocalBackup } from './local-backup';

export function RestorePrompt(props: { backup: LocalBackup; onRestore(): void; onDiscard(): void }) {
  const intl = useIntl();
  return (
    <section className={s.section} role="alert" data-testid="restore-prompt">
      <p>
        <FormattedMessage
          id="editor.restore.body"
          values={{ date: formatTokyoDateTime(new Date(props.backup.savedAt)) }}
        />
      </p>
      <p className={s.muted}>
        <FormattedMessage id="editor.restore.hint" />
      </p>
      <div className={s.row}>
        <Button onClick={props.onRestore} data-testid="restore-local">
          {intl.formatMessage({ id: 'editor.restore.restore' })}
        </Button>
        <Button variant="secondary" onClick={props.onDiscard}>
          {intl.formatMessage({ id: 'editor.restore.discard' })}
        </Button>
      </div>
    </section>
  );
}
