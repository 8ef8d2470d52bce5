// @shirube/domain — pure product rules shared by the browser and the server (no Node or DOM APIs).
// '@shirube/domain/core' is the same without the sanitiser (see core.ts for why).
export * from './core';
export * from './sanitize';
export * from './paragraphs';
