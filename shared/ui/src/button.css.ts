import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.accentSoft}`, outlineOffset: 1 },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    { background: vars.color.surface, color: vars.color.accent, borderColor: vars.color.accent },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSoft } },
    },
  ],
  danger: [base, { background: vars.color.danger, color: vars.color.onAccent }],
});
