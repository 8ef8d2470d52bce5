/** Every page of this remote named in shared/shell-contract remotePages.mf_editor (placeholders until
 *  their screens arrive). Exposed as './pages'. */
import { placeholderPage } from './placeholder';

export const DraftPage = placeholderPage('DraftPage');
export const EditPage = placeholderPage('EditPage');
export const PreviewPage = placeholderPage('PreviewPage');
export const MyArticlesPage = placeholderPage('MyArticlesPage');
export const ReviewQueuePage = placeholderPage('ReviewQueuePage');
