import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.layout.appBarHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `0 ${vars.space.l}`,
  zIndex: 100,
  '@media': { [mobile]: { padding: `0 ${vars.space.s}`, gap: vars.space.s } },
});
export const logo = style({
  whiteSpace: 'nowrap',
  flexShrink: 0,
  fontWeight: 800,
  fontSize: vars.font.size.xl,
  color: vars.color.accent,
  letterSpacing: '0.08em',
  selectors: { '&:hover': { textDecoration: 'none' } },
});
export const iconButton = style({
  background: 'none',
  border: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});
export const badge = style({
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onAccent,
  fontSize: 11,
  lineHeight: '18px',
  padding: '0 4px',
});
export const search = style({
  flex: 1,
  maxWidth: 420,
  display: 'flex',
  '@media': { [mobile]: { display: 'none' } },
});
export const spacer = style({ flex: 1 });
export const right = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });
// '&&' doubles the class so it beats the button's own display (stylesheet order is not guaranteed).
export const hideOnMobile = style({ '@media': { [mobile]: { selectors: { '&&': { display: 'none' } } } } });
export const menuWrap = style({ position: 'relative' });
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.raised,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  margin: 0,
});
export const menuItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  background: 'none',
  border: 0,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentSoft, textDecoration: 'none' } },
});
export const menuGroup = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs });
export const menuGroupTitle = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});
export const menuGroupList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const avatar = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  cursor: 'pointer',
  overflow: 'hidden',
  padding: 0,
});

// Spec §9: notification menu max height 500 px; max width 436 px on mobile.
export const notificationMenu = style([
  menu,
  {
    width: 360,
    maxHeight: 500,
    overflowY: 'auto',
    '@media': { [mobile]: { position: 'fixed', top: 70, left: 8, right: 8, width: 'auto', maxWidth: 436 } },
  },
]);
export const notificationItem = style([
  menuItem,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    borderBottom: `1px solid ${vars.color.border}`,
    whiteSpace: 'normal',
  },
]);
export const notificationDate = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const notificationEmpty = style({ padding: `${vars.space.m}`, color: vars.color.textMuted });
export const menuUser = style({
  display: 'grid',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const menuUserName = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const menuUserAccount = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
