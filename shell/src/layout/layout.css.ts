import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, paddingTop: vars.layout.appBarHeight, paddingBottom: 72 });
export const plainMain = style({ flex: 1 });
