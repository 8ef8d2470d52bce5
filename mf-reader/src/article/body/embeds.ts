/**
 * Embeds in the article body (markup and URL rules: @shirube/domain embed.ts; look: @shirube/ui
 * embeds.css, also on the server-rendered page). A video is a click-to-load facade: nothing is
 * requested from YouTube/Vimeo until the reader clicks, then the player iframe (youtube-nocookie,
 * autoplay) replaces the facade. One delegated listener, registered on import in the browser only;
 * the facade's link (the watch page) stays the fallback for new-tab/modified clicks.
 */
import { normalizeVideoEmbedUrl } from '@shirube/domain/core';
import '@shirube/ui/src/embeds.css';

const BODY = '[data-testid="article-body"]';

export function playVideo(box: HTMLElement): boolean {
  const src = normalizeVideoEmbedUrl(box.dataset.url);
  if (!src) return false;
  const frame = document.createElement('iframe');
  frame.src = `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
  frame.title = box.textContent?.trim() || src;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  box.replaceChildren(frame);
  return true;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const box = target?.closest<HTMLElement>('.embed-video');
  if (!box || !box.closest(BODY) || !box.querySelector('a')) return;
  if (playVideo(box)) event.preventDefault();
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick);
