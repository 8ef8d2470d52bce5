/** Every page of this remote named in shared/shell-contract remotePages.mf_commerce (placeholders until
 *  their screens arrive). Exposed as './pages'. */
import { placeholderPage } from './placeholder';

export const PurchasedHistoryPage = placeholderPage('PurchasedHistoryPage');
export const CreditCardPage = placeholderPage('CreditCardPage');
