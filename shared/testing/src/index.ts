export * from './fakeFetch';
export * from './fakeShell';
export * from './currentUser';
export * from './articles';
export * from './renderInShell';
