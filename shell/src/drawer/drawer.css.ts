import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 200 });
export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.layout.drawerWidth,
  maxWidth: '85vw',
  background: vars.color.surface,
  zIndex: 201,
  overflowY: 'auto',
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  boxShadow: vars.shadow.raised,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sectionTitle = style({
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  fontWeight: 700,
  margin: 0,
});
export const link = style({ color: vars.color.text, padding: `${vars.space.xs} 0` });
export const user = style({ fontWeight: 700 });
