/**
 * The look of embeds inside an article body (markup: @shirube/domain embed.ts), shared by the
 * reader and the editor's preview. Pure CSS on the stored markup, so the server-rendered page shows
 * it before any script: a video is a dark 16:9 facade with a play button (the reader swaps in the
 * player iframe on click), an X post and a link card are bordered cards.
 */
import { globalStyle } from '@vanilla-extract/css';
import { mobile, vars } from './theme.css';

const block = { margin: `${vars.space.m} 0` } as const;

globalStyle('.embed-video', {
  ...block,
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  maxWidth: '720px',
  background: '#111',
  borderRadius: vars.radius.m,
  overflow: 'hidden',
});
globalStyle('.embed-video > a', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.s,
  color: 'rgba(255, 255, 255, 0.8)',
  fontSize: vars.font.size.s,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
// The play button: a red rounded square with a white triangle, centred (decorative).
globalStyle('.embed-video > a::before', {
  content: '""',
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '68px',
  height: '48px',
  transform: 'translate(-50%, -50%)',
  background: '#e62117',
  borderRadius: '12px',
});
globalStyle('.embed-video > a::after', {
  content: '""',
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-35%, -50%)',
  borderStyle: 'solid',
  borderWidth: '10px 0 10px 17px',
  borderColor: 'transparent transparent transparent #fff',
});
globalStyle('.embed-video > a:hover::before, .embed-video > a:focus-visible::before', {
  background: '#c4150d',
});
globalStyle('.embed-video > iframe', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

const card = {
  ...block,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  overflow: 'hidden',
} as const;

globalStyle('.embed-post', { ...card, padding: vars.space.m, maxWidth: '560px' });
globalStyle('.embed-post::before', {
  content: '"𝕏"',
  display: 'block',
  fontWeight: 700,
  marginBottom: vars.space.xs,
});

globalStyle('.link-card', { ...card, maxWidth: '720px' });
globalStyle('.link-card > a', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto 1fr auto',
  columnGap: vars.space.m,
  padding: vars.space.m,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '96px',
});
globalStyle('.link-card > a:hover', { background: vars.color.background });
globalStyle('.link-card img', {
  gridColumn: 2,
  gridRow: '1 / span 3',
  width: '160px',
  height: '84px',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  '@media': { [mobile]: { width: '96px', height: '64px' } },
});
globalStyle('.link-card-title', {
  gridColumn: 1,
  fontWeight: 700,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});
globalStyle('.link-card-description', {
  gridColumn: 1,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: 1.6,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
globalStyle('.link-card-host', { gridColumn: 1, color: vars.color.textMuted, fontSize: vars.font.size.s });
