export * from './trust-proxy';
export * from './production';
