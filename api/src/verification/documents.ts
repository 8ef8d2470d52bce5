// When identity document images go (issue 38 item 1; README "Identity documents and the law"): they serve
// the admin's review only, so they are deleted once a review verifies the seller, when a side is replaced,
// and when the account is deleted (個人情報保護法 第22条; 犯収法's 7-year retention does not apply to us). The
// details (name, address, date of birth) stay as the record of whom we paid. A failed delete is logged, not
// thrown: the decision already committed must not be undone by a storage hiccup.
import type { AppServices } from '../context';
import { mediaStore } from '../storage/store';
import { findIdentity } from './profile';

export async function discardDocument(
  services: Pick<AppServices, 'config'>,
  name: string | null | undefined,
) {
  if (!name) return;
  await mediaStore(services.config)
    .removePrivate(name)
    .catch((error: unknown) => console.error('[verification] could not delete an identity document', error));
}

export async function discardDocuments(services: Pick<AppServices, 'db' | 'config'>, userId: number) {
  const identity = await findIdentity(services.db, userId);
  await discardDocument(services, identity?.frontImage);
  await discardDocument(services, identity?.backImage);
}
