export * from './trust-proxy';
