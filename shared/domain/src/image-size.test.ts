import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, targetImageSize } from './image-size';

describe('targetImageSize', () => {
  it('sends images within 1280×670 as they are', () => {
    expect(targetImageSize(1280, 670)).toEqual({ width: 1280, height: 670, resized: false });
    expect(targetImageSize(300, 200)).toEqual({ width: 300, height: 200, resized: false });
  });

  it('scales a typical landscape photo to height 670', () => {
    expect(targetImageSize(1920, 1080)).toEqual({ width: 1191, height: 670, resized: true });
  });

  it('scales a very wide landscape by width so it stays within 1280', () => {
    expect(targetImageSize(4000, 1000)).toEqual({ width: 1280, height: 320, resized: true });
  });

  it('fits portrait and square images inside the box instead of widening them to 1280', () => {
    expect(targetImageSize(1000, 1500)).toEqual({ width: 447, height: 670, resized: true });
    expect(targetImageSize(2000, 2000)).toEqual({ width: 670, height: 670, resized: true });
  });

  it('never enlarges an image that is over only one bound', () => {
    const r = targetImageSize(1300, 600);
    expect(r.width).toBeLessThanOrEqual(1300);
    expect(r).toEqual({ width: 1280, height: 591, resized: true });
    expect(targetImageSize(700, 900)).toEqual({ width: 521, height: 670, resized: true });
  });

  it('always ends within bounds and keeps at least 1 px', () => {
    for (const [w, h] of [
      [1281, 1],
      [1, 5000],
      [99999, 671],
      [1281, 671],
      [12345, 6789],
    ]) {
      const r = targetImageSize(w, h);
      expect(r.width).toBeLessThanOrEqual(IMAGE_MAX_WIDTH);
      expect(r.height).toBeLessThanOrEqual(IMAGE_MAX_HEIGHT);
      expect(r.width).toBeGreaterThanOrEqual(1);
      expect(r.height).toBeGreaterThanOrEqual(1);
    }
  });

  it('rejects sizes that are not positive numbers', () => {
    expect(() => targetImageSize(0, 10)).toThrow(RangeError);
    expect(() => targetImageSize(NaN, 10)).toThrow(RangeError);
  });
});
