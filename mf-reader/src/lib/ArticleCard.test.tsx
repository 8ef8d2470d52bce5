import { screen } from '@testing-library/react';
import { articleSummary } from './testing/fixtures';
import { renderReader } from './testing/render';
import { ArticleCard } from './ArticleCard';

describe('ArticleCard', () => {
  it('shows author, tax-included price, Tokyo date, rating and a generated cover for a missing eyecatch', () => {
    renderReader(<ArticleCard article={articleSummary({ point: 4.5, reviewsCount: 3 })} />);
    expect(screen.getByText('山田花子')).toBeInTheDocument();
    expect(screen.getByText('1,100円(税込)')).toBeInTheDocument();
    expect(screen.getByText('2026/04/01')).toBeInTheDocument();
    expect(screen.getByText('3件のレビュー')).toBeInTheDocument();
    const cover = screen.getByTestId('generated-cover');
    expect(cover.querySelector('[data-title]')).toHaveAttribute('data-title', articleSummary().title);
    expect(cover.style.background).toMatch(/linear-gradient/);
    expect(screen.getByTestId('article-card').querySelector('img')).toBeNull();
  });

  it('shows the eyecatch thumbnail when there is one', () => {
    renderReader(
      <ArticleCard
        article={articleSummary({
          eyecatchImageUrl: '/uploads/e/a.png',
          eyecatchThumbnailUrl: '/uploads/e/a.thumb.png',
        })}
      />,
    );
    expect(screen.getByTestId('article-card').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/e/a.thumb.png',
    );
    expect(screen.queryByTestId('generated-cover')).not.toBeInTheDocument();
  });

  it('labels free articles and sold-out or nearly sold-out stock', () => {
    const { unmount } = renderReader(
      <ArticleCard article={articleSummary({ price: 0, isSalesUnlimited: true })} />,
    );
    expect(screen.getByText('無料')).toBeInTheDocument();
    unmount();
    renderReader(<ArticleCard article={articleSummary({ availableSalesCount: 0 })} />);
    expect(screen.getByText('売り切れ')).toBeInTheDocument();
  });

  it('shows few left for 1–10 copies but no stock badge for plenty', () => {
    const { unmount } = renderReader(<ArticleCard article={articleSummary({ availableSalesCount: 10 })} />);
    expect(screen.getByText('残りわずか あと10部')).toBeInTheDocument();
    unmount();
    renderReader(<ArticleCard article={articleSummary({ availableSalesCount: 11 })} />);
    expect(screen.queryByText(/残り/)).not.toBeInTheDocument();
  });
});
