// The eyecatch crop, loaded only once a picture was chosen (issue 23: not on the editor's first load):
// place and zoom the card/OGP-shaped (1280×670) crop with a live preview, then upload it with a
// progress bar. The crop maths is shared/domain's coverCrop.
import { CROP_ZOOM_MAX, coverCrop } from '@shirube/domain/core';
import { Button } from '@shirube/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RangeField } from '@shirube/ui/src/RangeField';
import { errorCode } from '../lib/api';
import * as s from '../lib/root.css';
import { UploadProgress } from '../image/ImageInput';
import { drawCrop, encodeCrop, loadPicture } from './crop-canvas';
import * as e from './eyecatch.css';

interface Placement {
  img: HTMLImageElement;
  x: number;
  y: number;
  zoom: number;
}

export interface EyecatchCropProps {
  file: File;
  /** Sends the cropped picture; answers the stored image's URL. */
  upload(file: File, onProgress: (percent: number) => void): Promise<string>;
  onUploaded(url: string): void;
  onCancel(): void;
  /** A message id: the picture cannot be used or the upload failed. */
  onError(id: string): void;
}

export default function EyecatchCrop({ file, upload, onUploaded, onCancel, onError }: EyecatchCropProps) {
  const intl = useIntl();
  const [placing, setPlacing] = useState<Placement | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  });

  useEffect(() => {
    let live = true;
    loadPicture(file).then(
      (img) => live && setPlacing({ img, x: 0.5, y: 0.5, zoom: 1 }),
      () => live && report.current('editor.image.badType'),
    );
    return () => {
      live = false;
    };
  }, [file]);

  useEffect(() => {
    if (!placing || !preview.current) return;
    const crop = coverCrop(placing.img.naturalWidth, placing.img.naturalHeight, placing, placing.zoom);
    drawCrop(preview.current, placing.img, crop, 640);
  }, [placing]);

  const send = async () => {
    if (!placing) return;
    setPercent(0);
    try {
      const crop = coverCrop(placing.img.naturalWidth, placing.img.naturalHeight, placing, placing.zoom);
      onUploaded(await upload(await encodeCrop(placing.img, crop, file), setPercent));
    } catch (err) {
      onError(errorCode(err) === 'validation' ? 'editor.image.badType' : 'editor.image.failed');
    } finally {
      setPercent(null);
    }
  };

  const slider = (key: 'x' | 'y' | 'zoom', label: string, min: number, max: number, step: number) =>
    placing && (
      <RangeField
        className={e.slider}
        label={<span>{intl.formatMessage({ id: label })}</span>}
        bounds={[min, max, step]}
        value={placing[key]}
        onChange={(value) => setPlacing({ ...placing, [key]: value })}
      />
    );

  return (
    <>
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
      {percent !== null && <UploadProgress percent={percent} testId="eyecatch-progress" />}
      <div className={s.row}>
        <Button
          onClick={() => void send()}
          disabled={!placing || percent !== null}
          data-testid="eyecatch-upload"
        >
          {intl.formatMessage({ id: 'editor.eyecatch.upload' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage({ id: 'editor.publish.cancel' })}
        </Button>
      </div>
    </>
  );
}
