import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

// Spec §9: the bar shows only after 200 ms (a fast page never flashes it) and creeps towards the end
// over 5000 ms; it is removed when the page is there.
const LOADING_BAR_THROTTLE_MS = 200;
const LOADING_BAR_DURATION_MS = 5000;

const grow = keyframes({
  from: { transform: 'scaleX(0.05)', opacity: 1 },
  to: { transform: 'scaleX(0.9)', opacity: 1 },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1100,
  height: 3,
  background: vars.color.accent,
  transformOrigin: 'left',
  opacity: 0,
  animation: `${grow} ${LOADING_BAR_DURATION_MS}ms ease-out ${LOADING_BAR_THROTTLE_MS}ms forwards`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1, transform: 'scaleX(0.5)' },
  },
});
