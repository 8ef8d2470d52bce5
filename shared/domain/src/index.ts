// @shirube/domain — pure product rules shared by the browser and the server (no Node or DOM APIs).
export * from './paywall';
export * from './purchase-availability';
export * from './money';
export * from './image-size';
export * from './text';
export * from './embed';
export * from './sanitize';
export * from './paragraphs';
export * from './validators';
