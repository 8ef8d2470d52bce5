/** A seller page as the shell mounts it: a ShellContext (signed in as @shirube/testing's taro unless
 *  `session` says otherwise) around a router at `url`; with the fake shell to assert on. */
export { renderInShell as renderSeller } from '@shirube/testing';
