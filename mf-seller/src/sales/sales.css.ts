import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { panel } from '../lib/panel.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.m,
  margin: 0,
});
export const card = panel;
export const cardLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const cardValue = style({ margin: `${vars.space.xs} 0 0`, fontSize: '1.5rem', fontWeight: 700 });
export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const kind = style({
  display: 'inline-block',
  fontSize: '0.75rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  background: vars.color.accentSoft,
  '@media': { [mobile]: { display: 'block', width: 'fit-content' } },
});
export const totals = style({ fontWeight: 700 });
export const chartSection = style({ marginTop: vars.space.l });
export const chartTitle = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.m}` });
export const chart = style({ width: '100%', minHeight: '260px', overflow: 'hidden' });
export const chartTable = style({ marginTop: vars.space.s });
export const rateInput = style({ width: '7em' });

// The tips received (issue 37) below the sales history.
export const tipsTitle = style({ fontSize: '1.125rem', margin: `${vars.space.l} 0 ${vars.space.s}` });
export const tipList = style({ listStyle: 'none', padding: 0, margin: 0 });
export const tipItem = style({
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tipMessage = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap' });
