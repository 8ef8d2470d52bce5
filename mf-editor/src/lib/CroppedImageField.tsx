/**
 * A picture in the card/OGP shape with its own upload, for the article's アイキャッチ (eyecatch/EyecatchField)
 * and a magazine's 表紙 (magazines/CoverField): the current picture (or none), choose / change, and remove
 * when the owner can. The crop (canvas, sliders, upload with progress: ../eyecatch/EyecatchCrop) loads only
 * once a picture is chosen — the edit page's first load carries this field, never the crop.
 */
import { useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EyecatchCropProps } from '../eyecatch/EyecatchCrop';
import * as e from '../eyecatch/eyecatch.css';
import { ImageFileInput } from '../image/ImageInput';
import * as s from './root.css';

const EyecatchCrop = lazy(() => import('../eyecatch/EyecatchCrop'));

export function CroppedImageField({
  texts,
  testId,
  heading: Heading,
  headingId,
  currentClassName = e.current,
  chooseTestId,
  url,
  upload,
  onUploaded,
  onRemove,
}: {
  /** Message prefix: `<texts>.title` (the heading), `.none` (no picture yet), `.saved` (the toast). */
  texts: string;
  /** The box's test id; `<testId>-current` is the picture's, `<testId>-input` the file input's. */
  testId: string;
  heading: 'h2' | 'h3';
  /** The heading's element id (the box is labelled by it). */
  headingId: string;
  currentClassName?: string;
  chooseTestId?: string;
  /** The stored picture (null: none). */
  url: string | null;
  upload: EyecatchCropProps['upload'];
  /** The upload was stored at `url` (the toast is said here). */
  onUploaded(url: string): void;
  /** Deletes the stored picture (a 「削除」 button beside 「変更」); left out: no removing. */
  onRemove?(): Promise<void>;
}) {
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

  const remove = async () => {
    try {
      await onRemove?.();
    } catch {
      setError('editor.image.failed');
    }
  };

  return (
    <section className={e.box} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId} className={e.title}>
        <FormattedMessage id={`${texts}.title`} />
      </Heading>
      {!file && url && (
        <img className={currentClassName} src={url} alt="" data-testid={`${testId}-current`} />
      )}
      {!file && !url && (
        <p className={s.muted}>
          <FormattedMessage id={`${texts}.none`} />
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
            upload={upload}
            onUploaded={(stored) => {
              setFile(null);
              onUploaded(stored);
              shell.toast(intl.formatMessage({ id: `${texts}.saved` }), 'success');
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
          <Button variant="secondary" onClick={() => input.current?.click()} data-testid={chooseTestId}>
            {intl.formatMessage({ id: url ? 'editor.eyecatch.change' : 'editor.eyecatch.choose' })}
          </Button>
          {url && onRemove && (
            <Button variant="secondary" onClick={() => void remove()}>
              {intl.formatMessage({ id: 'editor.eyecatch.remove' })}
            </Button>
          )}
        </div>
      )}
      <ImageFileInput ref={input} testId={`${testId}-input`} onFile={choose} />
    </section>
  );
}
