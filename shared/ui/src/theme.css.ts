/**
 * Design tokens. createGlobalThemeContract gives FIXED CSS variable names (--sr-color-accent, ...),
 * so the shell and every remote (separate builds) read the same variables. createThemeContract
 * would hash names per build and silently break remotes.
 */
import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract(
  {
    color: {
      accent: 'color-accent',
      accentHover: 'color-accent-hover',
      accentSoft: 'color-accent-soft',
      onAccent: 'color-on-accent',
      text: 'color-text',
      textMuted: 'color-text-muted',
      background: 'color-background',
      surface: 'color-surface',
      border: 'color-border',
      danger: 'color-danger',
      success: 'color-success',
      info: 'color-info',
      overlay: 'color-overlay',
    },
    font: {
      body: 'font-body',
      size: {
        s: 'font-size-s',
        m: 'font-size-m',
        l: 'font-size-l',
        xl: 'font-size-xl',
        display: 'font-size-display',
      },
    },
    space: { xs: 'space-xs', s: 'space-s', m: 'space-m', l: 'space-l', xl: 'space-xl', xxl: 'space-xxl' },
    radius: { s: 'radius-s', m: 'radius-m', l: 'radius-l', full: 'radius-full' },
    shadow: { card: 'shadow-card', raised: 'shadow-raised' },
    layout: {
      appBarHeight: 'layout-app-bar-height',
      drawerWidth: 'layout-drawer-width',
      contentWidth: 'layout-content-width',
    },
  },
  (value) => `sr-${value}`,
);

createGlobalTheme(':root', vars, {
  color: {
    accent: '#1f7a6d',
    accentHover: '#17645a',
    accentSoft: '#e6f3f0',
    onAccent: '#ffffff',
    text: '#1d2327',
    textMuted: '#5f6b73',
    background: '#f7f8f6',
    surface: '#ffffff',
    border: '#dde2e0',
    danger: '#c0392b',
    success: '#1f7a4d',
    info: '#2d5f8b',
    overlay: 'rgba(20, 28, 32, 0.45)',
  },
  font: {
    body: '"Noto Sans JP", "Hiragino Kaku Gothic ProN", "Hiragino Sans", Meiryo, system-ui, sans-serif',
    size: { s: '13px', m: '15px', l: '18px', xl: '24px', display: '96px' },
  },
  space: { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px' },
  radius: { s: '4px', m: '8px', l: '14px', full: '999px' },
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.06), 0 1px 2px rgba(0,0,0,0.04)',
    raised: '0 10px 30px rgba(0,0,0,0.14)',
  },
  // Spec §9: app bar 70 px, drawer 300 px.
  layout: { appBarHeight: '70px', drawerWidth: '300px', contentWidth: '1080px' },
});

/** Spec §9: mobile breakpoint 767 px. */
export const mobile = 'screen and (max-width: 767px)';
