/** Every page of this remote named in shared/shell-contract remotePages.mf_editor. Exposed as './pages'. */
import type { ServerRenderablePage } from '@shirube/shell-contract';
import { DraftPage as Draft } from './edit/DraftPage';
import { EditPage as Edit } from './edit/EditPage';
import { withEditorRoot } from './lib/EditorRoot';
import { lazyEditorPage } from './lib/lazyEditorPage';

// The editor (/a/draft, /a/{id}/edit) is what an author opens every day: it comes with this module.
// The preview (with the publish dialog), the article list and the review queue load their own chunks
// when opened (issue 23: ≤ 200 KB of JS before the editor is usable, e2e/bytes.spec.ts).
const Preview = lazyEditorPage(() => import('./preview/PreviewPage').then((m) => m.PreviewPage));
const Mine = lazyEditorPage(() => import('./mine/MyArticlesPage').then((m) => m.MyArticlesPage));
const Reviews = lazyEditorPage(() => import('./review/ReviewQueuePage').then((m) => m.ReviewQueuePage));

// A new article loads nothing: the shell server renders it for a signed-in author (shell/server/page.ts),
// so the empty editor paints with the HTML and can be typed into before its scripts run (ProseEditor).
export const DraftPage: ServerRenderablePage = Object.assign(withEditorRoot(Draft, 'DraftPage'), {
  loadServerData: async () => ({ status: 200, state: null }),
});
export const EditPage = withEditorRoot(Edit, 'EditPage');
export const PreviewPage = withEditorRoot(Preview, 'PreviewPage');
export const MyArticlesPage = withEditorRoot(Mine, 'MyArticlesPage');
export const ReviewQueuePage = withEditorRoot(Reviews, 'ReviewQueuePage');
