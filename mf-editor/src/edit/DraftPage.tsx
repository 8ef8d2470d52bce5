// /a/draft: creates a draft once and replaces the URL with /a/{id}/edit (so reload and back do not
// create another one).
import { useShell } from '@shirube/shell-contract';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';

export function DraftPage() {
  const api = useEditorApi();
  const shell = useShell();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // StrictMode runs effects twice in development: one draft per visit.
    if (started.current) return;
    started.current = true;
    api.createDraft().then(
      (id) => shell.navigate(`/a/${id}/edit`, { replace: true }),
      () => setFailed(true),
    );
  }, [api, shell]);
  return failed ? (
    <p role="alert" className={s.error}>
      <FormattedMessage id="editor.loadFailed" />
    </p>
  ) : (
    <p className={s.muted} role="status">
      <FormattedMessage id="editor.draft.creating" />
    </p>
  );
}
