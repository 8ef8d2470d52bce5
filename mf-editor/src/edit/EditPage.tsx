// /a/{id}/edit (and /a/draft, DraftPage): title + ProseMirror body, toolbar, image upload with
// progress, paywall marker, autosave + 下書き保存 and プレビュー in the shell's app bar (edit layout).
import type { ArticleDraft } from '@shirube/api-contract';
import { useHeaderActions, useShell } from '@shirube/shell-contract';
import { publishableProblem } from '@shirube/domain/core';
import { Button } from '@shirube/ui';
import type { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, useEditorApi } from '../lib/api';
import { DraftLoadState, DraftUnavailable, useDraft } from '../lib/useDraft';
import { insertImage, setLink } from '../prose/commands';
import { SAFE_HREF } from '../prose/schema';
import { docToParagraphs, paragraphsToDoc } from '../prose/serialize';
import * as s from '../lib/root.css';
import { ProseEditor } from './ProseEditor';
import { useLatest } from '../lib/useLatest';
import { pasteEmbedPlugin } from '../prose/paste-embed';
import { Toolbar } from './Toolbar';
import { EyecatchField } from '../eyecatch/EyecatchField';
import { clearBackup, differsFrom, readBackup } from './local-backup';
import { RestorePrompt } from './RestorePrompt';
import { HeaderButtonLabel } from './HeaderButtonLabel';
import { TitleField } from './TitleField';
import { ImageFileInput, UploadProgress } from '../image/ImageInput';
import { useDraftSaver, type SaveStatus } from './useDraftSaver';
import '@shirube/ui/src/embeds.css';

export function EditPage() {
  const { draft, setDraft, failed } = useDraft();
  const [asked, setAsked] = useState(false);
  const [restored, setRestored] = useState(false);
  if (!draft) return <DraftLoadState failed={failed} />;
  const backup = asked ? null : readBackup(draft.id);
  if (backup && differsFrom(backup, draft)) {
    return (
      <RestorePrompt
        backup={backup}
        onRestore={() => {
          const { title, body, payArticleLine } = backup;
          setDraft({ ...draft, title, body, payArticleLine, timestamp: `${draft.timestamp}#local` });
          setRestored(true);
          setAsked(true);
        }}
        onDiscard={() => {
          clearBackup(draft.id);
          setAsked(true);
        }}
      />
    );
  }
  // A reset replaces the whole document: remount the editor on the new draft.
  return <DraftEditor key={draft.timestamp} draft={draft} onReset={setDraft} restored={restored} />;
}

// Rendered in the shell's app bar, i.e. under the SHELL's IntlProvider (no editor.* messages): the
// text is formatted by the editor page (its intl), like the buttons beside it.
function StatusText({ status, label }: { status: SaveStatus; label: string }) {
  return (
    <span className={s.status} role="status" data-testid="save-status" data-status={status}>
      {label}
    </span>
  );
}

export function DraftEditor({
  draft,
  onReset,
  onCreated,
  restored = false,
}: {
  /** null: a new article (/a/draft), whose draft row the first save creates. */
  draft: ArticleDraft | null;
  onReset?(next: ArticleDraft): void;
  /** A new article's draft row now exists. */
  onCreated?(id: number): void;
  /** The content came from this browser's backup: save it to the server as soon as the editor is up. */
  restored?: boolean;
}) {
  const intl = useIntl();
  const shell = useShell();
  const api = useEditorApi();
  const viewRef = useRef<EditorView | null>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [title, setTitle] = useState(draft?.title ?? '');
  const titleRef = useRef(title);
  useLayoutEffect(() => {
    titleRef.current = title;
  }, [title]);
  const [tick, setTick] = useState(0);
  const [upload, setUpload] = useState<{ percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Read once by ProseEditor; the callbacks reach the current api/shell/intl when they run.
  const pasteDeps = useLatest({ api, shell, intl });
  const pastePlugins = useMemo(
    () => [
      pasteEmbedPlugin({
        fetchCard: (url) => pasteDeps().api.ogp(url),
        onCardFailed: () => {
          const { shell: sh, intl: i } = pasteDeps();
          sh.toast(i.formatMessage({ id: 'editor.embed.cardFailed' }), 'error');
        },
      }),
    ],
    [pasteDeps],
  );
  const initialDoc = useMemo(() => paragraphsToDoc(draft?.body ?? [], draft?.payArticleLine ?? -1), [draft]);
  const getView = useCallback(() => viewRef.current, []);
  const getTitle = useCallback(() => titleRef.current, []);
  const saver = useDraftSaver(api, draft?.id ?? null, getView, getTitle, onCreated);
  const { markChanged, ensureId } = saver;
  useEffect(() => {
    if (restored && view) markChanged();
  }, [restored, view, markChanged]);

  const saveNow = useCallback(async () => {
    if (await saver.save()) shell.toast(intl.formatMessage({ id: 'editor.saved' }), 'success');
  }, [saver, shell, intl]);
  const preview = useCallback(async () => {
    // Spec §4: preview needs a publishable draft (the server's rule: title + a paragraph with text) and
    // first saves it quietly.
    const body = viewRef.current ? docToParagraphs(viewRef.current.state.doc).body : (draft?.body ?? []);
    const problem = publishableProblem(titleRef.current, body);
    if (problem) {
      shell.toast(intl.formatMessage({ id: `editor.publish.error.${problem.field}` }), 'error');
      return;
    }
    const id = (await saver.save()) && saver.currentId();
    if (id) shell.navigate(`/a/${id}/preview`);
  }, [saver, shell, draft?.body, intl]);

  const actions = useMemo(
    () => (
      <>
        <StatusText
          status={saver.status}
          label={intl.formatMessage({ id: `editor.status.${saver.status}` })}
        />
        <Button
          variant="secondary"
          className={s.headerButton}
          onClick={() => void saveNow()}
          data-testid="save-draft"
        >
          <HeaderButtonLabel icon="save" label={intl.formatMessage({ id: 'editor.header.save' })} />
        </Button>
        <Button className={s.headerButton} onClick={() => void preview()} data-testid="open-preview">
          <HeaderButtonLabel icon="preview" label={intl.formatMessage({ id: 'editor.header.preview' })} />
        </Button>
      </>
    ),
    [saver.status, saveNow, preview, intl],
  );
  useHeaderActions(actions);

  const onFile = async (file: File | undefined) => {
    const v = viewRef.current;
    if (!file || !v) return;
    setUploadError(null);
    // The upload rules (types, size: the contract's) and the downscaler load when a picture is chosen.
    const [{ acceptsImage }, { downscaleImage }] = await Promise.all([
      import('../image/upload'),
      import('../image/downscale'),
    ]);
    if (!acceptsImage(file)) {
      setUploadError(intl.formatMessage({ id: 'editor.image.badType' }));
      return;
    }
    setUpload({ percent: 0 });
    try {
      const scaled = await downscaleImage(file);
      const url = await api.uploadImage(scaled, (percent) => setUpload({ percent }));
      insertImage(url, intl.formatMessage({ id: 'editor.image.alt' }))(v.state, v.dispatch);
      v.focus();
    } catch (e) {
      setUploadError(
        intl.formatMessage({
          id: errorCode(e) === 'validation' ? 'editor.image.badType' : 'editor.image.failed',
        }),
      );
    } finally {
      setUpload(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onLink = () => {
    const v = viewRef.current;
    if (!v || v.state.selection.empty) return;
    const href = window.prompt(intl.formatMessage({ id: 'editor.toolbar.linkPrompt' }), 'https://');
    if (href === null) return;
    setLink(SAFE_HREF.test(href.trim()) ? href.trim() : null)(v.state, v.dispatch);
    v.focus();
  };

  const reset = async () => {
    if (!draft || !window.confirm(intl.formatMessage({ id: 'editor.reset.confirm' }))) return;
    try {
      onReset?.(await api.resetDraft(draft.id));
    } catch {
      shell.toast(intl.formatMessage({ id: 'editor.status.failed' }), 'error');
    }
  };

  // An admin may open someone's draft (the API lets admins read it) but saving answers 403.
  if (saver.status === 'forbidden') return <DraftUnavailable reason="forbidden" />;
  return (
    <div data-testid="editor">
      {draft?.status === 'published' && draft.hasUnpublishedChanges && (
        <p className={s.row}>
          <span className={s.muted}>
            <FormattedMessage id="editor.reset.notice" />
          </span>
          <Button variant="secondary" onClick={() => void reset()} data-testid="reset-draft">
            {intl.formatMessage({ id: 'editor.reset.button' })}
          </Button>
        </p>
      )}
      <EyecatchField articleId={ensureId} initialUrl={draft?.eyecatchImageUrl ?? null} />
      <TitleField
        value={title}
        onChange={(value) => {
          setTitle(value);
          saver.markChanged();
        }}
      />
      <Toolbar view={view} version={tick} onImage={() => fileInput.current?.click()} onLink={onLink} />
      <ImageFileInput ref={fileInput} testId="image-input" onFile={onFile} />
      {upload && <UploadProgress percent={upload.percent} testId="upload-progress" />}
      {uploadError && (
        <p role="alert" className={s.error}>
          {uploadError}
        </p>
      )}
      <ProseEditor
        initialDoc={initialDoc}
        label={intl.formatMessage({ id: 'editor.draft.body' })}
        placeholder={intl.formatMessage({ id: 'editor.draft.bodyPlaceholder' })}
        onChange={() => saver.markChanged()}
        onUpdate={() => setTick((n) => n + 1)}
        plugins={pastePlugins}
        onReady={(v) => {
          viewRef.current = v;
          setView(v);
        }}
      />
    </div>
  );
}
