import { remotePages } from '@shirube/shell-contract';
import * as pages from './pages';

describe('mf_seller pages', () => {
  it('exports exactly the pages the contract names', () => {
    expect(Object.keys(pages).sort()).toEqual([...remotePages.mf_seller].sort());
  });
});
