import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const wrap = style({ maxWidth: 440, margin: `${vars.space.xl} auto`, padding: `0 ${vars.space.m}` });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
export const error = style({ color: vars.color.danger, margin: 0 });
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.s,
});
export const lead = style({ margin: 0 });

/** 利用規約 and 個人情報保護方針 side by side under a sign-up's consent. */
export const consentLinks = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.m });
export const consent = style({ margin: 0, fontSize: '0.875rem' });
