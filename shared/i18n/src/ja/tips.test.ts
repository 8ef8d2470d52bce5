import * as en from '../en/tips';
import * as ja from './tips';

it('gives English every Japanese tip text', () => {
  expect(Object.keys(en.tips).sort()).toEqual(Object.keys(ja.tips).sort());
});
