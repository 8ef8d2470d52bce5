// /a/draft: a new article. The editor opens at once with nothing on the server; the first save (the
// author typed, or set an eyecatch) creates the draft row (issue 23: no empty row per visit). Then
// the address becomes /a/{id}/edit so a reload or a shared link opens this draft, not a new one.
import { DraftEditor } from './EditPage';

/**
 * The address changes in place (History API) instead of through the router: /a/{id}/edit is another
 * route of the shell, and navigating there would remount the editor under the author's fingers (mid
 * IME composition, too). The router reads the new address on its next navigation; Back from the
 * preview returns to /a/{id}/edit.
 */
function showDraftAddress(id: number) {
  window.history.replaceState(window.history.state, '', `/a/${id}/edit`);
}

export function DraftPage() {
  return <DraftEditor draft={null} onCreated={showDraftAddress} />;
}
