import { globalStyle, style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { visuallyHidden } from '@shirube/ui/src/style-parts';

export const titleInput = style({
  width: '100%',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.s} 0`,
  fontSize: vars.font.size.xl,
  fontWeight: 700,
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  marginBottom: vars.space.m,
  // A textarea that wraps and grows with the title (edit/TitleField.tsx), never a scrolling line.
  display: 'block',
  boxSizing: 'border-box',
  resize: 'none',
  overflow: 'hidden',
  lineHeight: 1.4,
  fontFamily: 'inherit',
  overflowWrap: 'anywhere',
  fieldSizing: 'content',
});
// The shell keeps form controls from taking clicks until the app has taken over a server-rendered page
// (its `data-app-ready` mark): a click then would be lost. The title keeps what is typed before that
// (TitleField), so a click may put the caret in it at once, as in the body.
// `textarea` outweighs the shell's rule (same specificity otherwise, and its stylesheet comes later).
globalStyle(`html:not([data-app-ready]) textarea${titleInput}`, { pointerEvents: 'auto' });

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.m,
});

export const toolButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.s,
  padding: `${vars.space.xs} ${vars.space.s}`,
  fontSize: vars.font.size.s,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
  },
});

export const surface = style({ minHeight: '50vh', lineHeight: 1.9, fontSize: vars.font.size.m });
globalStyle(`${surface} .ProseMirror`, { outline: 'none', minHeight: '50vh', whiteSpace: 'pre-wrap' });
globalStyle(`${surface} .is-empty[data-placeholder]::before`, {
  content: 'attr(data-placeholder)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  float: 'left',
  height: 0,
});
globalStyle(`${surface} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${surface} pre`, {
  background: vars.color.surface,
  padding: vars.space.s,
  borderRadius: vars.radius.s,
});
globalStyle(`${surface} blockquote`, {
  borderLeft: `4px solid ${vars.color.border}`,
  margin: `${vars.space.s} 0`,
  paddingLeft: vars.space.m,
  color: vars.color.textMuted,
});
globalStyle(`${surface} hr[data-paywall]`, {
  border: 'none',
  borderTop: `2px dashed ${vars.color.accent}`,
  margin: `${vars.space.l} 0`,
  position: 'relative',
  overflow: 'visible',
  cursor: 'grab',
});
globalStyle(`${surface} hr[data-paywall]::after`, {
  content: '"ここから有料"',
  position: 'absolute',
  top: '-0.8em',
  left: '50%',
  transform: 'translateX(-50%)',
  background: vars.color.background,
  color: vars.color.accent,
  padding: `0 ${vars.space.s}`,
  fontSize: vars.font.size.s,
  fontWeight: 700,
});
// Embeds (look: @shirube/ui embeds.css): a selected one is outlined, a card being looked up is faded.
globalStyle(`${surface} .ProseMirror-selectednode:is(.embed-video, .embed-post, .link-card)`, {
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});
globalStyle(`${surface} .link-card[aria-busy]`, { opacity: 0.55 });
globalStyle(`${surface} hr[data-paywall].ProseMirror-selectednode`, {
  outline: `2px solid ${vars.color.accent}`,
});

export const status = style({
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // Phones: the app bar has no room; keep it for screen readers only.
  '@media': {
    [mobile]: visuallyHidden,
  },
});
export const headerButton = style({
  whiteSpace: 'nowrap',
  '@media': { [mobile]: { padding: `${vars.space.xs} ${vars.space.s}`, fontSize: vars.font.size.s } },
});
/** Phones: icon-only app-bar buttons (edit/HeaderButtonLabel.tsx); the words stay for screen readers. */
export const headerIcon = style({
  display: 'none',
  verticalAlign: 'middle',
  '@media': { [mobile]: { display: 'inline-block' } },
});
export const headerLabel = style({
  '@media': {
    [mobile]: visuallyHidden,
  },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.s });
export const progress = style({ width: '100%', margin: `${vars.space.s} 0` });
export const section = style({ margin: `${vars.space.l} 0` });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.s });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  background: vars.color.surface,
});
export const paywallLine = style({
  textAlign: 'center',
  color: vars.color.accent,
  fontWeight: 700,
  borderTop: `2px dashed ${vars.color.accent}`,
  paddingTop: vars.space.s,
  margin: `${vars.space.l} 0`,
});
export const articleBody = style({ lineHeight: 1.9 });
globalStyle(`${articleBody} img`, { maxWidth: '100%', height: 'auto' });
export const row = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', flexWrap: 'wrap' });
export const takeHome = style({
  background: vars.color.accentSoft,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: `${vars.space.m} 0`,
});
export const field = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.m });
export const input = style({
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  fontSize: vars.font.size.m,
  background: vars.color.background,
  color: vars.color.text,
});

/** 「プレビュー中です…」 above a loaded draft's preview. */
export const previewBanner = style({
  margin: `0 0 ${vars.space.m}`,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 600,
  textAlign: 'center',
});
