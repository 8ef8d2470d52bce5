/** The icon: choose a picture, frame the square with zoom and position sliders (preview drawn on a
 *  canvas), upload the original with the crop; the server (sharp) cuts and resizes it. */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { USER_IMAGE_TYPES, type CurrentUser } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { RangeField } from '@shirube/ui/src/RangeField';
import { useAccountApi } from './accountApi';
import { cropSquare, type CropControls } from './crop';
import * as s from './settings.css';

interface Picked {
  file: File;
  url: string;
  image: HTMLImageElement;
}

const PREVIEW = 160;

export function IconEditor({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [controls, setControls] = useState<CropControls>({ zoom: 1, x: 0.5, y: 0.5 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!picked || !ctx) return;
    const { naturalWidth: w, naturalHeight: h } = picked.image;
    const c = cropSquare(w, h, controls);
    ctx.clearRect(0, 0, PREVIEW, PREVIEW);
    ctx.drawImage(picked.image, c.cropX, c.cropY, c.cropSize, c.cropSize, 0, 0, PREVIEW, PREVIEW);
  }, [picked, controls]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setError(null);
    if (!file) return;
    if (!(USER_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError('validation.type');
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setControls({ zoom: 1, x: 0.5, y: 0.5 });
      setPicked({ file, url, image });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setError('account.icon.unreadable');
    };
    image.src = url;
  };

  const run = async (action: () => Promise<CurrentUser>, doneId: string) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await action());
      setPicked(null);
      shell.invalidate('session');
      shell.toast(intl.formatMessage({ id: doneId }), 'success');
    } catch (err) {
      const e = err as { code?: string; details?: Array<{ reason: string }> };
      const reason = e.details?.[0]?.reason;
      setError(reason ? `validation.${reason}` : `errors.${e.code ?? 'unknown'}`);
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    if (!picked) return;
    const crop = cropSquare(picked.image.naturalWidth, picked.image.naturalHeight, controls);
    void run(() => api.uploadIcon(picked.file, crop), 'account.icon.saved');
  };

  const slider = (key: keyof CropControls, labelId: string, min: number, max: number, step: number) => (
    <RangeField
      className={s.slider}
      label={<FormattedMessage id={labelId} />}
      bounds={[min, max, step]}
      value={controls[key]}
      onChange={(value) => setControls((c) => ({ ...c, [key]: value }))}
    />
  );

  return (
    <section className={s.form} aria-labelledby="icon-title">
      <h2 id="icon-title" className={s.sectionTitle}>
        <FormattedMessage id="account.icon.title" />
      </h2>
      <div className={s.iconRow}>
        {user.imageUrl ? (
          <img
            className={s.avatar}
            src={user.imageUrl}
            alt={intl.formatMessage({ id: 'account.icon.current' })}
            data-testid="current-icon"
          />
        ) : (
          <p className={s.muted}>
            <FormattedMessage id="account.icon.none" />
          </p>
        )}
        {picked && (
          <div className={s.form}>
            <canvas
              ref={canvas}
              width={PREVIEW}
              height={PREVIEW}
              className={s.cropPreview}
              role="img"
              aria-label={intl.formatMessage({ id: 'account.icon.preview' })}
            />
            {slider('zoom', 'account.icon.zoom', 1, 4, 0.05)}
            {slider('x', 'account.icon.x', 0, 1, 0.01)}
            {slider('y', 'account.icon.y', 0, 1, 0.01)}
          </div>
        )}
      </div>
      <p className={s.muted}>
        <FormattedMessage id="account.icon.hint" />
      </p>
      {error && (
        <p role="alert" className={s.error}>
          <FormattedMessage id={error} />
        </p>
      )}
      <div className={s.actions}>
        <label className={`${s.fileButton}`}>
          <FormattedMessage id="account.icon.choose" />
          <input
            type="file"
            accept={USER_IMAGE_TYPES.join(',')}
            onChange={choose}
            className={s.visuallyHidden}
            data-testid="icon-file"
          />
        </label>
        {picked && (
          <>
            <Button onClick={upload} disabled={busy}>
              <FormattedMessage id={busy ? 'account.icon.uploading' : 'account.icon.upload'} />
            </Button>
            <Button variant="ghost" onClick={() => setPicked(null)} disabled={busy}>
              <FormattedMessage id="account.icon.cancel" />
            </Button>
          </>
        )}
        {!picked && user.imageUrl && (
          <Button
            variant="ghost"
            onClick={() => void run(() => api.removeIcon(), 'account.icon.removed')}
            disabled={busy}
          >
            <FormattedMessage id="account.icon.remove" />
          </Button>
        )}
      </div>
    </section>
  );
}
