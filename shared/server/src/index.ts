export * from './trust-proxy';
export * from './production';
export * from './log';
