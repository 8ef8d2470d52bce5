import { globalStyle } from '@vanilla-extract/css';
import { APP_READY_ATTRIBUTE } from './attribute';

// A server-rendered page is visible before its JavaScript has run: a click on a button then would be
// lost (nothing listens yet). Until the app has taken over the page, controls take no pointer
// events — links still navigate natively — and the cursor says the page is getting ready.
globalStyle(
  `html:not([${APP_READY_ATTRIBUTE}]) :is(button, [role="button"], input, select, textarea, summary)`,
  { pointerEvents: 'none' },
);
globalStyle(`html:not([${APP_READY_ATTRIBUTE}]) body`, { cursor: 'progress' });
