import { style } from '@vanilla-extract/css';

/** The remote's mount element only carries attributes; it takes no box of its own. */
export const mount = style({ display: 'contents' });
