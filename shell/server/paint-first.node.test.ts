import vm from 'node:vm';
import { paintFirst } from './paint-first';

const template =
  '<html><head><title>x</title><script defer src="/static/js/index.abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('paintFirst', () => {
  it('turns the deferred script into a preload and a loader run after the next frame', () => {
    const { template: page, loader } = paintFirst(template);
    expect(page).not.toContain('<script defer');
    expect(page).toContain('<link rel="preload" as="script" href="/static/js/index.abc.js" />');
    expect(loader).toMatch(/^<script>.*<\/script>$/);

    // Run the loader against a minimal document: nothing is added before the frame, the script after it.
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(`${e.src} async=${e.async}`) },
    };
    const code = loader.replace(/^<script>/, '').replace(/<\/script>$/, '');
    vm.runInNewContext(code, {
      document,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
    });
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    // Order kept (async=false) as `defer` did.
    expect(added).toEqual(['/static/js/index.abc.js async=false']);
  });

  it('adds the scripts at once in a hidden tab, which gets no animation frames', () => {
    const { loader } = paintFirst(template);
    const added: string[] = [];
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (e: { src: string }) => added.push(e.src) },
    };
    vm.runInNewContext(loader.slice('<script>'.length, -'</script>'.length), {
      document,
      requestAnimationFrame: () => undefined,
      setTimeout: () => undefined,
    });
    expect(added).toEqual(['/static/js/index.abc.js']);
  });

  it('carries a CSP nonce and leaves a template without deferred scripts alone', () => {
    expect(paintFirst(template, 'n0nce').loader).toMatch(/^<script nonce="n0nce">/);
    expect(paintFirst('<html><body></body></html>')).toEqual({
      template: '<html><body></body></html>',
      loader: '',
    });
  });
});
