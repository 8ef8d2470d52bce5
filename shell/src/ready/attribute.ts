/** Set on <html> once the app has hydrated (or rendered) the page: see ready.css.ts and useAppReady. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
