// Eyecatch crop (spec §5 image size; cards and OGP are both 1280×670 ≈ 1.91:1). The author picks the
// part of the picture shown: the largest ratio-shaped rectangle that fits the image, made smaller by
// `zoom`, placed by `position` (0 = left/top edge, 1 = right/bottom edge). The browser draws that
// rectangle onto a canvas of `cropOutputSize` (fit inside 1280×670, never enlarged) before uploading.
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, targetImageSize } from './image-size';

export const EYECATCH_RATIO = IMAGE_MAX_WIDTH / IMAGE_MAX_HEIGHT;
export const CROP_ZOOM_MAX = 4;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));

export function coverCrop(
  imageWidth: number,
  imageHeight: number,
  position: { x: number; y: number } = { x: 0.5, y: 0.5 },
  zoom = 1,
  ratio = EYECATCH_RATIO,
): CropRect {
  if (!(imageWidth > 0) || !(imageHeight > 0)) throw new RangeError('image size must be positive');
  const z = clamp(zoom, 1, CROP_ZOOM_MAX);
  // Widest rectangle of `ratio` inside the image, then shrunk by the zoom.
  let width = Math.min(imageWidth, imageHeight * ratio) / z;
  let height = width / ratio;
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.min(imageHeight, Math.round(height)));
  const x = Math.round((imageWidth - width) * clamp(position.x, 0, 1));
  const y = Math.round((imageHeight - height) * clamp(position.y, 0, 1));
  return { x, y, width, height };
}

/** Pixel size of the uploaded crop: inside 1280×670, never larger than the cropped area. */
export function cropOutputSize(crop: CropRect): { width: number; height: number } {
  const { width, height } = targetImageSize(crop.width, crop.height);
  return { width, height };
}
