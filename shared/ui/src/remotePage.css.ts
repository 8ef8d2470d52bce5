import { style } from '@vanilla-extract/css';
import { mobile, vars } from './theme.css';

/**
 * The frame of a remote that draws whole pages (reader, editor), given to its RemoteRoot: the content
 * width, centred, with room at the bottom for the last control. Import it by path
 * (`@shirube/ui/src/remotePage.css`): each remote ships its own copy, so a new style needs no bump of
 * the shared singleton's version.
 */
export const remotePage = style({
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m} ${vars.space.xxl}`,
  boxSizing: 'border-box',
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [mobile]: { padding: `${vars.space.m} ${vars.space.s} ${vars.space.xxl}` } },
});
