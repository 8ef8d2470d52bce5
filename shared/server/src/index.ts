export * from './trust-proxy';
export * from './production';
export * from './log';
export * from './client-error';
export * from './ops-listener';
export * from './metrics';
export * from './bucket-url';
