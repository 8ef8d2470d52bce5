// Target size of an image before upload (spec §5, §9: max 1280 wide by 670 high).
//
// The spec's literal rule — "1280 by width for portrait or square, 670 by height for landscape" — can
// both miss the box and enlarge: a 1000×1500 portrait scaled to width 1280 is 1280×1920 (too tall and
// upscaled), a 4000×1000 landscape scaled to height 670 is 2680×670 (too wide), and a 1300×600
// landscape scaled to height 670 grows. Decision: scale by min(1, 1280/w, 670/h), i.e. fit inside
// 1280×670 keeping the aspect ratio, never upscale. Where the literal rule is consistent it agrees:
// a landscape no wider than 1280:670 (≈1.91:1) ends at height 670; images within bounds are untouched
// (resized: false, "sent as is").

export const IMAGE_MAX_WIDTH = 1280;
export const IMAGE_MAX_HEIGHT = 670;

export interface TargetImageSize {
  width: number;
  height: number;
  /** false: upload the original file unchanged. */
  resized: boolean;
}

export function targetImageSize(width: number, height: number): TargetImageSize {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError(`image size must be positive, got ${width}×${height}`);
  }
  if (width <= IMAGE_MAX_WIDTH && height <= IMAGE_MAX_HEIGHT) return { width, height, resized: false };
  const scale = Math.min(IMAGE_MAX_WIDTH / width, IMAGE_MAX_HEIGHT / height);
  return {
    width: Math.min(IMAGE_MAX_WIDTH, Math.max(1, Math.round(width * scale))),
    height: Math.min(IMAGE_MAX_HEIGHT, Math.max(1, Math.round(height * scale))),
    resized: true,
  };
}
