// When identity document images go (issue 38 item 1; README "Identity documents and the law"): they serve
// the admin's review only, so they are deleted once a review verifies the seller, when a side is replaced,
// and when the account is deleted (個人情報保護法 第22条; 犯収法's 7-year retention does not apply to us). The
// details (name, address, date of birth) stay as the record of whom we paid. The deletion is queued in the
// deciding transaction (storage/deletions.ts) and tried right after the commit; if the store is down it is
// tried again later until it succeeds — the decision is never undone by a storage hiccup, and the
// documents never outlive it.
import type { AppServices } from '../context';
import type { Database } from '../db/open';
import { deleteQueuedNow, discardFiles, queueDeletions, type QueuedDeletion } from '../storage/deletions';
import { findIdentity } from './profile';

type Services = Pick<AppServices, 'db' | 'config'>;

const document = (name: string | null | undefined): QueuedDeletion | null =>
  name ? { area: 'private', name } : null;

/** A replaced side's old image (the new one is already saved). */
export async function discardDocument(services: Services, name: string | null | undefined) {
  await discardFiles(services, [document(name)]);
}

/** The user's document images, queued for deletion in `tx` (the deciding transaction). */
export async function queueDocumentDeletions(
  tx: Pick<Database, 'select' | 'insert'>,
  userId: number,
): Promise<QueuedDeletion[]> {
  const identity = await findIdentity(tx, userId);
  const items = [document(identity?.frontImage), document(identity?.backImage)].filter(
    (i): i is QueuedDeletion => i !== null,
  );
  await queueDeletions(tx, items);
  return items;
}

/** After the deciding transaction: the user's documents it queued, deleted now if the store answers
 *  (what fails stays queued for the periodic retry). */
export async function deleteDocumentsNow(services: Services, userId: number) {
  const identity = await findIdentity(services.db, userId);
  await deleteQueuedNow(services, [document(identity?.frontImage), document(identity?.backImage)]);
}
