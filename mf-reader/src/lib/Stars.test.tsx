import { screen } from '@testing-library/react';
import { renderReader } from './testing/render';
import { Stars } from './Stars';

describe('Stars', () => {
  it('names the rating out of 5 when there are reviews', () => {
    renderReader(<Stars point={4.5} count={3} compact />);
    expect(screen.getByRole('img', { name: '5段階中4.5' })).toBeInTheDocument();
    expect(screen.getByText('(3)')).toBeInTheDocument();
  });

  it('says there are no reviews instead of a rating of 0.0', () => {
    renderReader(<Stars point={0} count={0} compact />);
    expect(screen.getByRole('img', { name: 'レビューはまだありません' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /5段階中/ })).not.toBeInTheDocument();
  });
});
