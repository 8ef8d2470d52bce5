import { globalStyle, style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import {
  bareList,
  centredRow,
  column,
  framedSurface,
  initialCircle,
  visuallyHidden as hiddenParts,
} from '@shirube/ui/src/style-parts';

export const page = style({
  maxWidth: 760,
  margin: '0 auto',
  // Room for the fixed article footer.
  paddingBottom: 120,
});

export const header = style({ ...column(vars.space.m), marginBottom: vars.space.l });
export const category = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.font.size.s,
  fontWeight: 700,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: 1.45,
  '@media': { [mobile]: { fontSize: vars.font.size.l } },
});
export const byline = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  flexWrap: 'wrap',
});
export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
});
export const authorAvatar = style({
  width: 36,
  height: 36,
  ...initialCircle,
});
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  ...bareList,
});
export const tag = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const eyecatch = style({
  width: '100%',
  aspectRatio: '1280 / 670',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
});
export const visuallyHidden = style(hiddenParts);

export const banners = style({ ...column(vars.space.s), marginBottom: vars.space.m });
export const banner = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  borderLeft: `4px solid ${vars.color.accent}`,
  fontWeight: 700,
});

export const body = style({ fontSize: vars.font.size.m, lineHeight: 1.9, wordBreak: 'break-word' });
export const paragraph = style({});
globalStyle(`${paragraph} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${paragraph} iframe`, { maxWidth: '100%' });
globalStyle(`${paragraph} pre`, {
  overflowX: 'auto',
  padding: vars.space.m,
  background: vars.color.background,
  borderRadius: vars.radius.s,
});
globalStyle(`${paragraph} blockquote`, {
  margin: `${vars.space.m} 0`,
  paddingLeft: vars.space.m,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const paywall = style({
  position: 'relative',
  marginTop: vars.space.l,
  padding: vars.space.l,
  ...framedSurface(vars.radius.l),
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  selectors: {
    // Fade the last free lines into the box so the cut reads as "there is more".
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: -80,
      height: 80,
      background: `linear-gradient(to bottom, transparent, ${vars.color.background})`,
      pointerEvents: 'none',
    },
  },
});
export const paywallTitle = style({ margin: 0, fontSize: vars.font.size.l });
export const paywallText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s });

export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  marginTop: vars.space.s,
});
export const buyCompact = style({
  ...centredRow(vars.space.s),
  justifyContent: 'flex-end',
  '@media': { [mobile]: { justifyContent: 'space-between' } },
});
export const buyPrice = style({
  ...centredRow(vars.space.s),
  flexWrap: 'wrap',
  justifyContent: 'center',
});
export const buyButton = style({ minWidth: 160 });
/** Phones: the footer bar keeps price + button on one line; the paywall box still shows the badge. */
export const badgeCompact = style({ '@media': { [mobile]: { display: 'none' } } });
export const dialogError = style({ color: vars.color.danger, textAlign: 'center' });

const skeleton = style({
  background: vars.color.border,
  borderRadius: vars.radius.s,
  marginBottom: vars.space.m,
});
export const skeletonTitle = style([skeleton, { height: 32, width: '80%' }]);
export const skeletonLine = style([skeleton, { height: 16 }]);
export const skeletonLineShort = style([skeleton, { height: 16, width: '60%' }]);

export const ownerTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  marginBottom: vars.space.m,
});
export const discountNotice = style({
  margin: `0 0 ${vars.space.m}`,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.s,
});
