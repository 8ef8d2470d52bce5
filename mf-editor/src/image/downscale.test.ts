import { targetImageSize } from '@shirube/domain';
import { downscaleImage } from './downscale';

// The browser boundary only: image decoding and canvas encoding do not exist in jsdom.
let natural = { width: 0, height: 0 };
let drawn: { width: number; height: number; type?: string; quality?: unknown } | null = null;

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:fake', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
    get: () => natural.width,
    configurable: true,
  });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', {
    get: () => natural.height,
    configurable: true,
  });
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    set(this: HTMLImageElement) {
      setTimeout(() => this.onload?.(new Event('load')));
    },
    configurable: true,
  });
  HTMLCanvasElement.prototype.getContext = function () {
    return { drawImage: () => undefined } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, cb, type, quality) {
    drawn = { width: this.width, height: this.height, type, quality };
    cb(new Blob(['scaled'], { type }));
  };
});

beforeEach(() => {
  drawn = null;
});

describe('image downscale before upload (spec §5)', () => {
  it('scales a large landscape image to the target size, same type and name, quality 1.0', async () => {
    natural = { width: 4000, height: 1500 };
    const file = new File(['original'], 'photo.jpg', { type: 'image/jpeg' });
    const out = await downscaleImage(file);
    const target = targetImageSize(4000, 1500);
    expect(drawn).toEqual({ width: target.width, height: target.height, type: 'image/jpeg', quality: 1 });
    expect([out.name, out.type]).toEqual(['photo.jpg', 'image/jpeg']);
    expect(out).not.toBe(file);
  });

  it('scales a tall portrait image to fit 670 high', async () => {
    natural = { width: 1000, height: 2000 };
    await downscaleImage(new File(['x'], 'tall.png', { type: 'image/png' }));
    expect(drawn).toMatchObject({ width: targetImageSize(1000, 2000).width, height: 670, type: 'image/png' });
  });

  it('sends an image within bounds as is', async () => {
    natural = { width: 800, height: 600 };
    const file = new File(['original'], 'small.png', { type: 'image/png' });
    expect(await downscaleImage(file)).toBe(file);
    expect(drawn).toBeNull();
  });
});
