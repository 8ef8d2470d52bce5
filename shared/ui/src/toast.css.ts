import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const region = style({
  position: 'fixed',
  top: `calc(${vars.layout.appBarHeight} + ${vars.space.s})`,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  zIndex: 1100,
  width: 'min(480px, calc(100% - 32px))',
  pointerEvents: 'none',
});

const toastBase = style({
  pointerEvents: 'auto',
  color: vars.color.onAccent,
  borderRadius: vars.radius.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.danger }],
  info: [toastBase, { background: vars.color.info }],
});
export const close = style({
  background: 'none',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: 18,
});
