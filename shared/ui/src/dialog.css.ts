import { globalStyle, style } from '@vanilla-extract/css';
import { mobile, vars } from './theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1000,
  padding: vars.space.m,
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.raised,
  width: 'min(520px, 100%)',
  maxHeight: '90vh',
  overflow: 'auto',
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  // The dialog is rendered where it is opened (no portal): it must not inherit that place's alignment
  // (the user page's header is centred at 390 px, and so was the tip dialog's every label).
  textAlign: 'start',
  '@media': { [mobile]: { padding: vars.space.m } },
});
// A dialog taller than the screen scrolls as a whole; without this its parts shrank instead — a
// textarea (a scroll container, so its automatic minimum height is 0) down to one 18 px line.
globalStyle(`${panel} > *`, { flexShrink: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.l, fontWeight: 700 });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  flexWrap: 'wrap',
});
