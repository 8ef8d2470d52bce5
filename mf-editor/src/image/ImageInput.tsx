// The two ends of choosing a picture, shared by the body's image button (edit/EditPage) and the
// eyecatch (eyecatch/): the hidden file input a button opens, and the upload's progress.
import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import * as s from '../lib/root.css';

/** The hidden file input a button opens; `onFile` gets the chosen file (none when the choice was cancelled). */
export function ImageFileInput({
  ref,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  testId: string;
  onFile(file: File | undefined): Promise<void> | void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/gif"
      hidden
      data-testid={testId}
      onChange={(e) => void onFile(e.target.files?.[0])}
    />
  );
}

/** An upload under way: its percent in words (read out as a status) and as a bar. */
export function UploadProgress({ percent, testId }: { percent: number; testId: string }) {
  return (
    <div role="status" data-testid={testId}>
      <FormattedMessage id="editor.image.uploading" values={{ percent }} />
      <progress className={s.progress} max={100} value={percent} />
    </div>
  );
}
