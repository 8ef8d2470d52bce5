// 削除の確認: deleting hides the article from everyone but its buyers (the server keeps their access).
import type { MyArticle } from '@shirube/api-contract';
import { useIntl } from 'react-intl';
import { useEditorApi } from '../lib/api';
import { ConfirmDeleteDialog } from '../lib/ConfirmDeleteDialog';

const texts = {
  title: 'editor.delete.title',
  confirm: 'editor.delete.confirm',
  body: 'editor.delete.body',
  buyers: 'editor.delete.buyers',
};

export function DeleteDialog(props: { article: MyArticle; onClose(): void; onDeleted(id: number): void }) {
  const api = useEditorApi();
  const intl = useIntl();
  const { id, title } = props.article;
  return (
    <ConfirmDeleteDialog
      texts={texts}
      itemTitle={title || intl.formatMessage({ id: 'editor.preview.untitled' })}
      testId="confirm-delete"
      remove={() => api.deleteArticle(id)}
      onClose={props.onClose}
      onDeleted={() => props.onDeleted(id)}
    />
  );
}
