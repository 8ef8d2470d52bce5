import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.m,
  lineHeight: 1.75,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.accent, textDecoration: 'none' });
globalStyle('a:hover', { textDecoration: 'underline' });
// A link inside a sentence is underlined, not told apart by colour alone (WCAG 1.4.1, axe link-in-text-block);
// links styled as buttons or cards set their own decoration through a class.
globalStyle('p a', { textDecoration: 'underline', textUnderlineOffset: '0.2em' });
