import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.s,
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});

/** One look per badge image name of the spec (icon_a, icon_b, icon_c, icon_sold_out). */
export const badge = styleVariants({
  icon_a: [base, { background: vars.color.accentSoft, color: vars.color.accent }],
  icon_b: [base, { background: vars.color.accentSoft, color: vars.color.info }],
  icon_c: [
    base,
    { background: vars.color.surface, color: vars.color.danger, border: `1px solid ${vars.color.danger}` },
  ],
  icon_sold_out: [base, { background: vars.color.textMuted, color: vars.color.onAccent }],
});

export const icon = style({ width: 14, height: 14, flexShrink: 0 });
