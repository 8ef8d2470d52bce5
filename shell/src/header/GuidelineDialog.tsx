import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog } from '@shirube/ui';
import { api } from '../lib/api';

function phraseText(body: unknown, key: string): string | null {
  const list = (body as { data?: Array<{ key?: unknown; body?: unknown }> } | null)?.data ?? [];
  const text = list.find((p) => p.key === key)?.body;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** The operators' guideline text (system phrase post_guideline, spec §3) once the dialog opens:
 *  undefined while it loads (no text that is then replaced), null when there is none — the built-in. */
function useGuidelinePhrase(open: boolean): string | null | undefined {
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!open || text !== undefined) return;
    let live = true;
    api('GET /v1/system_phrases')
      .then((body) => live && setText(phraseText(body, 'post_guideline')))
      .catch(() => live && setText(null));
    return () => {
      live = false;
    };
  }, [open, text]);
  return text;
}

/** The post button's guideline agreement (spec §2): cancel closes, agree goes to /a/draft. */
export function GuidelineDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const phrase = useGuidelinePhrase(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="shell.guideline.title" />}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/a/draft');
            }}
          >
            <FormattedMessage id="shell.guideline.agree" />
          </Button>
        </>
      }
    >
      <p style={{ margin: 0, minHeight: '3em' }} aria-busy={phrase === undefined}>
        {phrase === undefined ? null : (phrase ?? <FormattedMessage id="shell.guideline.body" />)}
      </p>
      <Link to="/help/guideline" target="_blank" rel="noopener">
        <FormattedMessage id="shell.guideline.link" />
      </Link>
    </Dialog>
  );
}
