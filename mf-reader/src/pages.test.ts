import { remotePages } from '@shirube/shell-contract';
import * as pages from './pages';

describe('mf_reader ./pages', () => {
  it('exports exactly the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual([...remotePages.mf_reader].sort());
    for (const name of remotePages.mf_reader)
      expect(typeof (pages as Record<string, unknown>)[name]).toBe('function');
  });
});
