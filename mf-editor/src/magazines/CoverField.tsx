// 表紙画像: the article's eyecatch field for a magazine (../lib/CroppedImageField) — the same crop to the
// card/OGP shape with a live preview and an upload with progress, sent to POST /v1/magazines/{id}/cover,
// which stores it as the eyecatch (1280×670 + thumbnail). Choose / change only: no 削除 button here.
import { CroppedImageField } from '../lib/CroppedImageField';
import * as e from '../eyecatch/eyecatch.css';
import { useMagazineApi } from './api';
import * as m from './magazines.css';

export function CoverField(props: { magazineId: number; url: string | null; onUploaded(url: string): void }) {
  const api = useMagazineApi();
  return (
    <CroppedImageField
      texts="editor.magazines.cover"
      testId="magazine-cover"
      heading="h3"
      headingId="cover-title"
      currentClassName={`${e.current} ${m.coverPreview}`}
      chooseTestId="choose-cover"
      url={props.url}
      upload={(cropped, onProgress) => api.uploadCover(props.magazineId, cropped, onProgress)}
      onUploaded={props.onUploaded}
    />
  );
}
