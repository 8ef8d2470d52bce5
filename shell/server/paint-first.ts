/**
 * Paint first, then run the app. On a server-rendered page the HTML is already the page; the shell's
 * deferred script (the Module Federation runtime and the app's entry) would otherwise run in the same
 * frame as the end of parsing and hold the first paint back — with a warm cache by 200–400 ms under
 * the bench's 4× CPU slowdown. So the script tags become preloads (the download still starts with the
 * HTML) and a small loader at the end of the body adds them after the next animation frame; a hidden
 * tab (no frames) adds them at once.
 */
import { escape } from './meta';

const DEFER_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

export interface PaintFirst {
  /** The template with each deferred script replaced by a preload of it. */
  template: string;
  /** The inline loader for the end of the body (empty when the template had no deferred script). */
  loader: string;
}

export function paintFirst(template: string, nonce?: string): PaintFirst {
  const scripts: string[] = [];
  const replaced = template.replace(DEFER_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" href="${escape(src)}" />`;
  });
  if (scripts.length === 0) return { template, loader: '' };
  // JSON.stringify of URLs from our own build; `<` is escaped so no URL can close the script element.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const code =
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement('script');` +
    `e.src=u;e.async=false;document.head.appendChild(e)})}` +
    `if(document.visibilityState!=='visible')go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(${list})`;
  const attr = nonce ? ` nonce="${escape(nonce)}"` : '';
  return { template: replaced, loader: `<script${attr}>${code}</script>` };
}
