import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const footer = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  // Above the shell's fixed site footer (z-index 50): on article pages this bar takes its place at the
  // bottom; both hide on scroll down, and the site links stay in the drawer.
  zIndex: 60,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  transform: 'translateY(0)',
  transition: 'transform 200ms ease',
});
export const footerHidden = style([
  footer,
  {
    transform: 'translateY(110%)',
    // Mobile: always fixed at the bottom (spec: article footer with the buy button).
    '@media': { [mobile]: { transform: 'translateY(0)' } },
  },
]);
export const inner = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.s} ${vars.space.m}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  '@media': {
    [mobile]: {
      flexWrap: 'wrap',
      gap: vars.space.xs,
      padding: `${vars.space.xs} ${vars.space.s} ${vars.space.s}`,
    },
  },
});
export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexShrink: 0 });
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { color: vars.color.accent, borderColor: vars.color.accent } },
});
export const rate = style({ fontSize: vars.font.size.s, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const buy = style({
  marginLeft: 'auto',
  '@media': { [mobile]: { width: '100%', marginLeft: 0 } },
});
