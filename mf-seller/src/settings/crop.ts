/** The square of the picture to keep, in its own pixels, from the editor's zoom and position sliders. */
export interface CropControls {
  /** 1 = the largest square that fits; 3 = a third of that side. */
  zoom: number;
  /** 0..1: where the square sits horizontally / vertically in the room left beside it. */
  x: number;
  y: number;
}

export function cropSquare(width: number, height: number, c: CropControls) {
  const side = Math.min(width, height);
  const cropSize = Math.max(1, Math.floor(side / Math.min(Math.max(c.zoom, 1), 10)));
  const cropX = Math.round((width - cropSize) * Math.min(Math.max(c.x, 0), 1));
  const cropY = Math.round((height - cropSize) * Math.min(Math.max(c.y, 0), 1));
  return { cropX, cropY, cropSize };
}
