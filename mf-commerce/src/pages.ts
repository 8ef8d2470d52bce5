/** Every page of this remote named in shared/shell-contract remotePages.mf_commerce. Exposed as './pages'. */
export { PurchasedHistoryPage } from './history/PurchasedHistoryPage';
export { CreditCardPage } from './settings/CreditCardPage';
