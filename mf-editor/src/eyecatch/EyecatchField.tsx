// アイキャッチ画像 on the edit page (../lib/CroppedImageField: current picture, choose / change / remove, the
// crop loaded once a picture is chosen). A new article gets its draft row when the author sets a picture
// (`articleId()` creates it).
import { useShell } from '@shirube/shell-contract';
import { useState } from 'react';
import { useEditorApi } from '../lib/api';
import { CroppedImageField } from '../lib/CroppedImageField';

export function EyecatchField({
  articleId,
  initialUrl,
}: {
  /** The draft's id (created first for a new article). */
  articleId(): Promise<number>;
  initialUrl: string | null;
}) {
  const api = useEditorApi();
  const shell = useShell();
  const [url, setUrl] = useState(initialUrl);
  return (
    <CroppedImageField
      texts="editor.eyecatch"
      testId="eyecatch"
      heading="h2"
      headingId="eyecatch-title"
      url={url}
      upload={async (cropped, onProgress) => api.uploadEyecatch(await articleId(), cropped, onProgress)}
      onUploaded={(stored) => {
        setUrl(stored);
        shell.invalidate('articles');
      }}
      onRemove={async () => {
        await api.deleteEyecatch(await articleId());
        setUrl(null);
        shell.invalidate('articles');
      }}
    />
  );
}
