import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const cardFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });
// Expiry and CVC side by side share three rows (label, input, error) through subgrid: on a phone the
// CVC label wraps to two lines and one field may show an error the other does not, and the two inputs
// still stand on one line (aligned at the bottom, an error under one pushed the other input down).
export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateRows: 'auto auto auto',
  columnGap: vars.space.s,
  rowGap: vars.space.xs,
});
// Inputs have an intrinsic width; on phones two side by side must shrink to their column.
globalStyle(`${cardRow} > div`, {
  minWidth: 0,
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  alignContent: 'start',
});
// A one-line label sits just above its input, beside the other's two lines.
globalStyle(`${cardRow} > div > label`, { alignSelf: 'end' });
globalStyle(`${cardRow} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });
// The title keeps at least 12em beside the price; narrower (a 390 px phone with a discounted price) the
// price wraps under it instead of squeezing the title to 3–4 characters a line (issue 25 item 13).
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.background,
});
export const summaryTitle = style({
  flex: '1 1 12em',
  minWidth: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
export const price = style({
  marginLeft: 'auto',
  fontWeight: 700,
  fontSize: vars.font.size.l,
  whiteSpace: 'nowrap',
});
export const methods = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const legend = style({
  fontWeight: 700,
  fontSize: vars.font.size.m,
  margin: `0 0 ${vars.space.xs}`,
  padding: 0,
});
export const radio = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', cursor: 'pointer' });
export const checkbox = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
  cursor: 'pointer',
});
export const alert = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  color: vars.color.danger,
  background: '#fdecea',
  fontSize: vars.font.size.s,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, margin: 0 });
export const success = style({ color: vars.color.success, fontWeight: 700, margin: 0 });
export const frame = style({
  width: '100%',
  height: 320,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: '#fff',
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, margin: 0 });
export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.m });
export const cell = style({
  padding: `${vars.space.s} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap' });
// The purchase history's month picker (GET /v1/sales/purchased_month) and the month's total.
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });
export const monthTotal = style({ margin: 0, fontWeight: 700 });
// A link inside a sentence is underlined, not told apart by colour alone (axe link-in-text-block).
export const inlineLink = style({ color: vars.color.accent, textDecoration: 'underline' });

// The purchase history on a phone (spec §9: mobile below 768 px): four columns squeezed the title to one
// character a line and pushed the receipt button past the edge, so each purchase becomes a small card —
// the title across, date and price below it, the receipt button under them.
export const historyTable = style({ '@media': { [mobile]: { display: 'block' } } });
globalStyle(`${historyTable} thead`, { '@media': { [mobile]: { display: 'none' } } });
globalStyle(`${historyTable} tbody`, { '@media': { [mobile]: { display: 'block' } } });
globalStyle(`${historyTable} tr`, {
  '@media': {
    [mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: vars.space.xs,
      padding: `${vars.space.s} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${historyTable} td`, { '@media': { [mobile]: { borderBottom: 'none', padding: 0 } } });
export const historyTitle = style({
  overflowWrap: 'anywhere',
  '@media': { [mobile]: { gridColumn: '1 / -1', order: -1, fontWeight: 700 } },
});
export const historyReceipt = style({ '@media': { [mobile]: { gridColumn: '1 / -1' } } });

// The tip dialog's message (issue 37): a plain textarea in the field style.
export const tipMessage = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  font: 'inherit',
  resize: 'vertical',
});
