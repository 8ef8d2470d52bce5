/**
 * A server-rendered page links its remote's CSS as stylesheets so that its HTML paints styled — and a
 * stylesheet in <head> holds the first paint of the whole page, the shell's header included, until it
 * arrives (issue 39 item 11: mf-reader's files 20 s slow, first paint 20.6 s instead of 1.4 s). So
 * those links get a deadline: a small script placed before them (an inline script after a pending
 * stylesheet would itself wait for it) looks again after REMOTE_CSS_DEADLINE_MS, and each sheet still
 * not loaded is swapped for a copy with media="print" — never render-blocking — that turns to
 * media="all" when it loads. The page paints then, the remote's part unstyled until its CSS comes.
 */
import { escape } from './meta';

/** Long enough for a stylesheet on a slow phone connection, short against a hung remote. */
export const REMOTE_CSS_DEADLINE_MS = 2000;
const MARK = 'data-css-deadline';

export function deadlineStylesheets(hrefs: readonly string[], deadlineMs = REMOTE_CSS_DEADLINE_MS): string[] {
  if (hrefs.length === 0) return [];
  const code =
    `(function(ms){setTimeout(function(){var ls=document.querySelectorAll('link[${MARK}]');` +
    `for(var i=0;i<ls.length;i++){var l=ls[i];if(l.sheet)continue;var c=l.cloneNode();` +
    `c.removeAttribute('${MARK}');c.media='print';` +
    `c.addEventListener('load',function(){this.media='all'});l.parentNode.replaceChild(c,l)}},ms)})` +
    `(${Number(deadlineMs)})`;
  // The page's CSP nonce is added to this script with the rest of <head> (page.ts withNonce).
  return [
    `<script>${code}</script>`,
    ...hrefs.map((href) => `<link rel="stylesheet" href="${escape(href)}" ${MARK} />`),
  ];
}
