// アイキャッチ画像 on the edit page: choose a picture, place and zoom the card/OGP-shaped (1280×670)
// crop with a live preview, upload it with a progress bar, or remove it (the reader then shows the
// generated cover). The crop maths is shared/domain's coverCrop.
import { CROP_ZOOM_MAX, coverCrop } from '@shirube/domain';
import { useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { acceptsImage } from '../image/upload';
import { errorCode, useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import { drawCrop, encodeCrop, loadPicture } from './crop-canvas';
import * as e from './eyecatch.css';

interface Picking {
  file: File;
  img: HTMLImageElement;
  x: number;
  y: number;
  zoom: number;
}

export function EyecatchField({ articleId, initialUrl }: { articleId: number; initialUrl: string | null }) {
  const api = useEditorApi();
  const intl = useIntl();
  const shell = useShell();
  const [url, setUrl] = useState(initialUrl);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!picking || !preview.current) return;
    const crop = coverCrop(picking.img.naturalWidth, picking.img.naturalHeight, picking, picking.zoom);
    drawCrop(preview.current, picking.img, crop, 640);
  }, [picking]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (!acceptsImage(file)) return setError('editor.image.badType');
    try {
      setPicking({ file, img: await loadPicture(file), x: 0.5, y: 0.5, zoom: 1 });
    } catch {
      setError('editor.image.badType');
    }
  };

  const upload = async () => {
    if (!picking) return;
    setPercent(0);
    setError(null);
    try {
      const crop = coverCrop(picking.img.naturalWidth, picking.img.naturalHeight, picking, picking.zoom);
      const file = await encodeCrop(picking.img, crop, picking.file);
      setUrl(await api.uploadEyecatch(articleId, file, setPercent));
      setPicking(null);
      shell.toast(intl.formatMessage({ id: 'editor.eyecatch.saved' }), 'success');
      shell.invalidate('articles');
    } catch (err) {
      setError(errorCode(err) === 'validation' ? 'editor.image.badType' : 'editor.image.failed');
    } finally {
      setPercent(null);
    }
  };

  const remove = async () => {
    try {
      await api.deleteEyecatch(articleId);
      setUrl(null);
      shell.invalidate('articles');
    } catch {
      setError('editor.image.failed');
    }
  };

  const slider = (key: 'x' | 'y' | 'zoom', label: string, min: number, max: number, step: number) =>
    picking && (
      <label className={e.slider}>
        <span>{intl.formatMessage({ id: label })}</span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={picking[key]}
          onChange={(ev) => setPicking({ ...picking, [key]: Number(ev.target.value) })}
        />
      </label>
    );

  return (
    <section className={e.box} aria-labelledby="eyecatch-title" data-testid="eyecatch">
      <h2 id="eyecatch-title" className={e.title}>
        <FormattedMessage id="editor.eyecatch.title" />
      </h2>
      {!picking && url && <img className={e.current} src={url} alt="" data-testid="eyecatch-current" />}
      {!picking && !url && (
        <p className={s.muted}>
          <FormattedMessage id="editor.eyecatch.none" />
        </p>
      )}
      {picking && (
        <div data-testid="eyecatch-crop">
          <canvas
            ref={preview}
            className={e.preview}
            aria-label={intl.formatMessage({ id: 'editor.eyecatch.preview' })}
          />
          {slider('x', 'editor.eyecatch.x', 0, 1, 0.01)}
          {slider('y', 'editor.eyecatch.y', 0, 1, 0.01)}
          {slider('zoom', 'editor.eyecatch.zoom', 1, CROP_ZOOM_MAX, 0.05)}
        </div>
      )}
      {percent !== null && (
        <div role="status" data-testid="eyecatch-progress">
          <FormattedMessage id="editor.image.uploading" values={{ percent }} />
          <progress className={s.progress} max={100} value={percent} />
        </div>
      )}
      {error && (
        <p role="alert" className={s.error}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
      <div className={s.row}>
        {picking ? (
          <>
            <Button onClick={() => void upload()} disabled={percent !== null} data-testid="eyecatch-upload">
              {intl.formatMessage({ id: 'editor.eyecatch.upload' })}
            </Button>
            <Button variant="secondary" onClick={() => setPicking(null)}>
              {intl.formatMessage({ id: 'editor.publish.cancel' })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => input.current?.click()}>
              {intl.formatMessage({ id: url ? 'editor.eyecatch.change' : 'editor.eyecatch.choose' })}
            </Button>
            {url && (
              <Button variant="secondary" onClick={() => void remove()}>
                {intl.formatMessage({ id: 'editor.eyecatch.remove' })}
              </Button>
            )}
          </>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid="eyecatch-input"
        onChange={(ev) => void choose(ev.target.files?.[0])}
      />
    </section>
  );
}
