import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { initialCircle } from '@shirube/ui/src/style-parts';

export const profile = style({
  display: 'flex',
  gap: vars.space.l,
  alignItems: 'flex-start',
  padding: vars.space.l,
  marginBottom: vars.space.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  '@media': {
    [mobile]: {
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      padding: vars.space.m,
      gap: vars.space.m,
    },
  },
});
export const avatar = style({
  width: 96,
  height: 96,
  minWidth: 96,
  ...initialCircle,
  fontSize: vars.font.size.xl,
  fontWeight: 700,
});
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.xl });
export const account = style({ margin: 0, color: vars.color.textMuted });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.8 });
export const counts = style({
  display: 'flex',
  gap: vars.space.m,
  '@media': { [mobile]: { justifyContent: 'center' } },
});
export const countLink = style({
  color: vars.color.text,
  fontSize: vars.font.size.s,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const skeleton = style({
  height: 144,
  marginBottom: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.border,
});

export const notice = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: `${vars.space.m} 0 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
export const unset = style({ margin: 0, color: vars.color.textMuted, fontWeight: 700 });
export const specifiedLink = style({ fontSize: vars.font.size.s, color: vars.color.textMuted });
