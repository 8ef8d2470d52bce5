import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const panel = style({ marginTop: vars.space.l });
export const title = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.m}` });
