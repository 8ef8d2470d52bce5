import { cropSquare } from './crop';

describe('cropSquare', () => {
  it('keeps the largest centred square at zoom 1', () => {
    expect(cropSquare(800, 600, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({
      cropX: 100,
      cropY: 0,
      cropSize: 600,
    });
  });
  it('zooms in and moves the square without leaving the picture', () => {
    expect(cropSquare(800, 600, { zoom: 2, x: 1, y: 1 })).toEqual({ cropX: 500, cropY: 300, cropSize: 300 });
    expect(cropSquare(800, 600, { zoom: 2, x: 0, y: 0 })).toEqual({ cropX: 0, cropY: 0, cropSize: 300 });
    const c = cropSquare(101, 37, { zoom: 3, x: 2, y: -1 });
    expect(c.cropX + c.cropSize).toBeLessThanOrEqual(101);
    expect(c.cropY).toBe(0);
  });
});
