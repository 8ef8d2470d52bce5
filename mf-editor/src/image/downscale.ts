// Spec §5: images over 1280×670 are scaled down (targetImageSize from @shirube/domain) through a
// canvas, re-encoded at full quality (1.0) in the original type and with the original name; images
// within bounds are uploaded as they are.
import { targetImageSize } from '@shirube/domain/core';

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('image could not be decoded'));
      img.src = url;
    });
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function downscaleImage(file: File): Promise<File> {
  const img = await loadImage(file);
  const target = targetImageSize(img.naturalWidth, img.naturalHeight);
  if (!target.resized) return file;
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(img, 0, 0, target.width, target.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 1.0));
  // A browser that cannot encode this type (e.g. GIF) returns null or PNG: send the original then.
  if (!blob || blob.type !== file.type) return file;
  return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
}
