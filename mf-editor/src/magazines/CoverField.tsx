// 表紙画像: the article's eyecatch pipeline for a magazine — the same crop to the card/OGP shape with a
// live preview and an upload with progress (../eyecatch/EyecatchCrop, loaded once a picture is chosen),
// sent to POST /v1/magazines/{id}/cover, which stores it as the eyecatch (1280×670 + thumbnail).
import { useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as e from '../eyecatch/eyecatch.css';
import { ImageFileInput } from '../image/ImageInput';
import { useMagazineApi } from './api';
import * as s from '../lib/root.css';
import * as m from './magazines.css';

const EyecatchCrop = lazy(() => import('../eyecatch/EyecatchCrop'));

export function CoverField(props: { magazineId: number; url: string | null; onUploaded(url: string): void }) {
  const api = useMagazineApi();
  const intl = useIntl();
  const shell = useShell();
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

  return (
    <section className={e.box} aria-labelledby="cover-title" data-testid="magazine-cover">
      <h3 id="cover-title" className={e.title}>
        <FormattedMessage id="editor.magazines.cover.title" />
      </h3>
      {!file && props.url && (
        <img
          className={`${e.current} ${m.coverPreview}`}
          src={props.url}
          alt=""
          data-testid="magazine-cover-current"
        />
      )}
      {!file && !props.url && (
        <p className={s.muted}>
          <FormattedMessage id="editor.magazines.cover.none" />
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
            upload={(cropped, onProgress) => api.uploadCover(props.magazineId, cropped, onProgress)}
            onUploaded={(url) => {
              setFile(null);
              props.onUploaded(url);
              shell.toast(intl.formatMessage({ id: 'editor.magazines.cover.saved' }), 'success');
            }}
            onCancel={() => setFile(null)}
            onError={(id) => {
              setError(id);
              if (id === 'editor.image.badType') setFile(null);
            }}
          />
        </Suspense>
      ) : (
        <div className={s.row}>
          <Button variant="secondary" onClick={() => input.current?.click()} data-testid="choose-cover">
            {intl.formatMessage({ id: props.url ? 'editor.eyecatch.change' : 'editor.eyecatch.choose' })}
          </Button>
        </div>
      )}
      <ImageFileInput ref={input} testId="magazine-cover-input" onFile={choose} />
    </section>
  );
}
