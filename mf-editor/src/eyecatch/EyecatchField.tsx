// アイキャッチ画像 on the edit page: the current picture (or none), choose / change / remove. The crop
// (canvas, sliders, upload with progress: ./EyecatchCrop) loads only once a picture is chosen. A new
// article gets its draft row when the author sets a picture (`articleId()` creates it).
import { useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import * as e from './eyecatch.css';
import { ImageFileInput } from '../image/ImageInput';

const EyecatchCrop = lazy(() => import('./EyecatchCrop'));

export function EyecatchField({
  articleId,
  initialUrl,
}: {
  /** The draft's id (created first for a new article). */
  articleId(): Promise<number>;
  initialUrl: string | null;
}) {
  const api = useEditorApi();
  const intl = useIntl();
  const shell = useShell();
  const [url, setUrl] = useState(initialUrl);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setError(null);
    const { acceptsImage } = await import('../image/upload');
    if (!acceptsImage(chosen)) return setError('editor.image.badType');
    setFile(chosen);
  };

  const uploaded = (stored: string) => {
    setUrl(stored);
    setFile(null);
    shell.toast(intl.formatMessage({ id: 'editor.eyecatch.saved' }), 'success');
    shell.invalidate('articles');
  };

  const remove = async () => {
    try {
      await api.deleteEyecatch(await articleId());
      setUrl(null);
      shell.invalidate('articles');
    } catch {
      setError('editor.image.failed');
    }
  };

  return (
    <section className={e.box} aria-labelledby="eyecatch-title" data-testid="eyecatch">
      <h2 id="eyecatch-title" className={e.title}>
        <FormattedMessage id="editor.eyecatch.title" />
      </h2>
      {!file && url && <img className={e.current} src={url} alt="" data-testid="eyecatch-current" />}
      {!file && !url && (
        <p className={s.muted}>
          <FormattedMessage id="editor.eyecatch.none" />
        </p>
      )}
      {error && (
        <p role="alert" className={s.error}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
      {file ? (
        <Suspense
          fallback={
            <p className={s.muted}>
              <FormattedMessage id="editor.loading" />
            </p>
          }
        >
          <EyecatchCrop
            file={file}
            upload={async (cropped, onProgress) => api.uploadEyecatch(await articleId(), cropped, onProgress)}
            onUploaded={uploaded}
            onCancel={() => setFile(null)}
            onError={(id) => {
              setError(id);
              if (id === 'editor.image.badType') setFile(null);
            }}
          />
        </Suspense>
      ) : (
        <div className={s.row}>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {intl.formatMessage({ id: url ? 'editor.eyecatch.change' : 'editor.eyecatch.choose' })}
          </Button>
          {url && (
            <Button variant="secondary" onClick={() => void remove()}>
              {intl.formatMessage({ id: 'editor.eyecatch.remove' })}
            </Button>
          )}
        </div>
      )}
      <ImageFileInput ref={input} testId="eyecatch-input" onFile={choose} />
    </section>
  );
}
