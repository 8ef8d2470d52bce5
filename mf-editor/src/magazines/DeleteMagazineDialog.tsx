// 削除の確認: DELETE /v1/magazines/{id} stops selling it (off its page, lists and search); its buyers keep
// the articles it held when they bought it (the paywall's rule), which the dialog says before asking.
import type { MagazineSummary } from '@shirube/api-contract';
import { ConfirmDeleteDialog } from '../lib/ConfirmDeleteDialog';
import { useMagazineApi } from './api';

const texts = {
  title: 'editor.magazines.delete.title',
  confirm: 'editor.magazines.delete',
  body: 'editor.magazines.delete.body',
  buyers: 'editor.magazines.delete.buyers',
};

export function DeleteMagazineDialog(props: {
  magazine: MagazineSummary;
  onClose(): void;
  onDeleted(id: number): void;
}) {
  const api = useMagazineApi();
  const { id, title } = props.magazine;
  return (
    <ConfirmDeleteDialog
      texts={texts}
      itemTitle={title}
      testId="confirm-delete-magazine"
      remove={() => api.remove(id)}
      onClose={props.onClose}
      onDeleted={() => props.onDeleted(id)}
    />
  );
}
