import { sanitizeParagraph } from '@shirube/domain';
import './embeds';

const video = sanitizeParagraph(
  '<div class="embed-video" data-url="https://www.youtube.com/embed/dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></div>',
);

function mount(html: string) {
  document.body.innerHTML = `<div data-testid="article-body"><div>${html}</div></div>`;
  return document.querySelector<HTMLElement>('.embed-video')!;
}

describe('video facade', () => {
  it('loads no player until the click, then shows the youtube-nocookie player', () => {
    const box = mount(video);
    expect(document.querySelector('iframe')).toBeNull();
    box.querySelector('a')!.click();
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(box.querySelector('a')).toBeNull();
  });

  it('keeps the link for modified clicks and never plays a foreign URL', () => {
    const box = mount(video);
    box.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    expect(document.querySelector('iframe')).toBeNull();
    const forged = mount(
      '<div class="embed-video" data-url="https://evil.example/embed/x"><a href="https://evil.example">x</a></div>',
    );
    forged.querySelector('a')!.click();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
