// The picture field of the edit page's eyecatch and of a magazine's cover (one CroppedImageField): what the
// author sees before any crop loads — the picture or none, a file that is not a picture refused, and removing
// (the eyecatch only; a failed remove says so and keeps the picture). The crop and upload: e2e authoring and
// magazine-author.
import { fireEvent, screen, within } from '@testing-library/react';
import { EyecatchField } from '../eyecatch/EyecatchField';
import { CoverField } from '../magazines/CoverField';
import { MagazineApiProvider, type MagazineApi } from '../magazines/api';
import { fakeApi, renderEditor, renderLazyPage } from '../test/render';

const notAPicture = () => new File(['x'], 'notes.txt', { type: 'text/plain' });

it('eyecatch: refuses a file that is not a picture, and removes the picture, saying so when it cannot', async () => {
  const deleteEyecatch = jest
    .fn<Promise<void>, [number]>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(undefined);
  const { shell } = renderEditor(
    <EyecatchField articleId={() => Promise.resolve(5)} initialUrl="/uploads/eyecatch/a.png" />,
    { api: fakeApi({ deleteEyecatch }) },
  );
  const box = screen.getByRole('region', { name: 'アイキャッチ画像' });
  expect(within(box).getByTestId('eyecatch-current')).toHaveAttribute('src', '/uploads/eyecatch/a.png');

  fireEvent.change(within(box).getByTestId('eyecatch-input'), { target: { files: [notAPicture()] } });
  expect(await within(box).findByRole('alert')).toHaveTextContent(
    'JPEG・PNG・WebP・GIF の画像（10MBまで）を選んでください',
  );
  expect(within(box).getByTestId('eyecatch-current')).toBeInTheDocument();

  fireEvent.click(within(box).getByRole('button', { name: '画像を外す' }));
  expect(await within(box).findByText('画像をアップロードできませんでした')).toBeInTheDocument();
  expect(within(box).getByTestId('eyecatch-current')).toBeInTheDocument();
  expect(shell.invalidate).not.toHaveBeenCalled();

  fireEvent.click(within(box).getByRole('button', { name: '画像を外す' }));
  expect(
    await within(box).findByText('未設定です。記事一覧ではタイトル入りのカバーが表示されます'),
  ).toBeInTheDocument();
  expect(deleteEyecatch).toHaveBeenLastCalledWith(5);
  expect(shell.invalidate).toHaveBeenCalledWith('articles');
  expect(within(box).queryByTestId('eyecatch-current')).not.toBeInTheDocument();
  expect(within(box).queryByRole('button', { name: '画像を外す' })).not.toBeInTheDocument();
  expect(within(box).getByRole('button', { name: '画像を選ぶ' })).toBeInTheDocument();
});

it('cover: the magazine’s picture or none, chosen and changed but not removed here', async () => {
  const api = { uploadCover: jest.fn() } as unknown as MagazineApi;
  const cover = (url: string | null) => (
    <MagazineApiProvider api={api}>
      <CoverField magazineId={3} url={url} onUploaded={jest.fn()} />
    </MagazineApiProvider>
  );
  const view = renderLazyPage(cover(null), { api: fakeApi() });
  let box = screen.getByRole('region', { name: '表紙画像' });
  expect(within(box).getByText('表紙画像はまだありません。')).toBeInTheDocument();
  expect(within(box).getByTestId('choose-cover')).toHaveTextContent('画像を選ぶ');

  fireEvent.change(within(box).getByTestId('magazine-cover-input'), { target: { files: [notAPicture()] } });
  expect(await within(box).findByRole('alert')).toHaveTextContent(
    'JPEG・PNG・WebP・GIF の画像（10MBまで）を選んでください',
  );
  view.unmount();

  renderLazyPage(cover('/uploads/eyecatch/c.png'), { api: fakeApi() });
  box = screen.getByRole('region', { name: '表紙画像' });
  expect(within(box).getByTestId('magazine-cover-current')).toHaveAttribute('src', '/uploads/eyecatch/c.png');
  expect(within(box).getByTestId('choose-cover')).toHaveTextContent('画像を変更');
  expect(within(box).queryByRole('button', { name: '画像を外す' })).not.toBeInTheDocument();
  expect(api.uploadCover).not.toHaveBeenCalled();
});
