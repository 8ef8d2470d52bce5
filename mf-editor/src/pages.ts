/** Every page of this remote named in shared/shell-contract remotePages.mf_editor. Exposed as './pages'. */
import { DraftPage as Draft } from './edit/DraftPage';
import { EditPage as Edit } from './edit/EditPage';
import { withEditorRoot } from './lib/EditorRoot';
import { MyArticlesPage as Mine } from './mine/MyArticlesPage';
import { PreviewPage as Preview } from './preview/PreviewPage';
import { ReviewQueuePage as Reviews } from './review/ReviewQueuePage';

export const DraftPage = withEditorRoot(Draft, 'DraftPage');
export const EditPage = withEditorRoot(Edit, 'EditPage');
export const PreviewPage = withEditorRoot(Preview, 'PreviewPage');
export const MyArticlesPage = withEditorRoot(Mine, 'MyArticlesPage');
export const ReviewQueuePage = withEditorRoot(Reviews, 'ReviewQueuePage');
