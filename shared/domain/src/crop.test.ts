import { coverCrop, cropOutputSize, EYECATCH_RATIO } from './crop';

describe('coverCrop', () => {
  it('takes the full height of a wide image and centres it by default', () => {
    const c = coverCrop(4000, 1000);
    expect(c.height).toBe(1000);
    expect(c.width).toBe(Math.round(1000 * EYECATCH_RATIO));
    expect(c.x).toBe(Math.round((4000 - c.width) / 2));
    expect(c.y).toBe(0);
  });
  it('takes the full width of a tall image and moves with the position', () => {
    const top = coverCrop(1000, 3000, { x: 0.5, y: 0 });
    expect([top.x, top.y, top.width]).toEqual([0, 0, 1000]);
    expect(top.height).toBe(Math.round(1000 / EYECATCH_RATIO));
    const bottom = coverCrop(1000, 3000, { x: 0.5, y: 1 });
    expect(bottom.y + bottom.height).toBe(3000);
  });
  it('zooms in (a smaller area) and keeps the rectangle inside the image at any position', () => {
    for (const [w, h] of [
      [4000, 1000],
      [1000, 3000],
      [1280, 670],
      [7, 5],
    ] as const) {
      for (const zoom of [1, 2, 4, 10, Number.NaN]) {
        for (const p of [0, 0.3, 1, -1, 2]) {
          const c = coverCrop(w, h, { x: p, y: p }, zoom);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.x + c.width).toBeLessThanOrEqual(w);
          expect(c.y + c.height).toBeLessThanOrEqual(h);
        }
      }
    }
    expect(coverCrop(4000, 1000, undefined, 2).height).toBe(500);
  });
  it('uploads the crop at most 1280×670 and never enlarges a small crop', () => {
    expect(cropOutputSize(coverCrop(4000, 2094))).toEqual({ width: 1280, height: 670 });
    expect(cropOutputSize({ x: 0, y: 0, width: 640, height: 335 })).toEqual({ width: 640, height: 335 });
  });
});
