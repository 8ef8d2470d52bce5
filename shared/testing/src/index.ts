export * from './fakeFetch';
export * from './fakeShell';
