// Draws the chosen crop (shared/domain coverCrop) of a picture onto a canvas and encodes it in the
// original type at full quality (spec §5: same type and name), for the preview and the upload.
import { cropOutputSize, type CropRect } from '@shirube/domain/core';

export async function loadPicture(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('image could not be decoded'));
      img.src = url;
    });
    // Decoded: the pixels stay drawable after the object URL is released.
    await img.decode?.().catch(() => undefined);
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function drawCrop(canvas: HTMLCanvasElement, img: HTMLImageElement, crop: CropRect, width: number) {
  const height = Math.round((width * crop.height) / crop.width);
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(img, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
}

export async function encodeCrop(img: HTMLImageElement, crop: CropRect, file: File): Promise<File> {
  const size = cropOutputSize(crop);
  const canvas = document.createElement('canvas');
  drawCrop(canvas, img, crop, size.width);
  // GIF cannot be encoded by a canvas: the crop is sent as PNG then.
  const type = file.type === 'image/gif' ? 'image/png' : file.type;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 1.0));
  if (!blob) throw new Error('could not encode the crop');
  const name = type === file.type ? file.name : file.name.replace(/\.\w+$/, '.png');
  return new File([blob], name, { type: blob.type });
}
