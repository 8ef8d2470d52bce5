// The node build's entry. Async boundary, as in the browser's src/index.ts: Module Federation must
// initialise the shared scope before React loads. The shell server awaits `renderer`.
export const renderer = import('./render');
