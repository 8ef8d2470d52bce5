// Admin powers over money (ours to design; spec §6 leaves admin powers open): identity review, payout
// holds, transfer batches (the 全銀 file itself is GET /v1/admin/transfer_batches/:id/file, a plain
// route with a binary body) and refunds. Non-admins get 403 forbidden.
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import {
  BusinessType,
  Company,
  Individual,
  PayoutStatus,
  Representative,
  VerificationStatus,
} from './payouts';
import { listOf } from '../entities';
import { Access, AdminErrors } from '../access';
import { errors } from '../errors';

export const IdentityReview = Schema.Struct({
  userId: Schema.Int,
  account: Schema.String,
  name: Schema.String,
  status: VerificationStatus,
  businessType: BusinessType,
  /** An individual's details, or a company's with its representative (the other side null). */
  individual: Schema.NullOr(Individual),
  company: Schema.NullOr(Company),
  representative: Schema.NullOr(Representative),
  /** Admin-only image paths (GET with the admin's session); null when not sent. */
  frontImageUrl: Schema.NullOr(Schema.String),
  backImageUrl: Schema.NullOr(Schema.String),
  submittedAt: Schema.NullOr(Schema.String),
});
export type IdentityReview = typeof IdentityReview.Type;

export const AdminPayout = Schema.Struct({
  id: Schema.Int,
  userId: Schema.Int,
  account: Schema.String,
  status: PayoutStatus,
  amount: Schema.Int,
  fee: Schema.Int,
  net: Schema.Int,
  bankCode: Schema.String,
  branchCode: Schema.String,
  holderName: Schema.String,
  batchId: Schema.NullOr(Schema.Int),
  requestedAt: Schema.String,
});
export type AdminPayout = typeof AdminPayout.Type;

export const TransferBatch = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literals(['exported', 'transferred', 'failed']),
  transferDate: Schema.String,
  totalCount: Schema.Int,
  totalAmount: Schema.Int,
  failureReason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  settledAt: Schema.NullOr(Schema.String),
  fileUrl: Schema.String,
});
export type TransferBatch = typeof TransferBatch.Type;

export const Refund = Schema.Struct({
  id: Schema.Int,
  purchaseId: Schema.Int,
  amount: Schema.Int,
  reason: Schema.String,
  createdAt: Schema.String,
});

export const AdminPurchase = Schema.Struct({
  id: Schema.Int,
  /** null for a magazine purchase (issue 37): then magazineId is set and articleTitle is its title. */
  articleId: Schema.NullOr(Schema.Int),
  magazineId: Schema.optional(Schema.NullOr(Schema.Int)),
  articleTitle: Schema.String,
  buyerAccount: Schema.String,
  price: Schema.Int,
  purchasedAt: Schema.String,
  refundedAt: Schema.NullOr(Schema.String),
});
export type AdminPurchase = typeof AdminPurchase.Type;

const userId = { userId: Int4 };
const Reason = Schema.Struct({ reason: Schema.String.check(Schema.isMaxLength(1000)) });
/** A decision on one waiting verification (409 when none is waiting). */
const onIdentity = { params: userId, success: HttpApiSchema.NoContent, error: errors(409) };
/** Money moves on one batch or purchase: 404 none, 409 already settled or refunded, 402 a refused refund. */
const moneyMove = { params: { id: Int4 }, error: errors(402, 404, 409) };
const BatchData = Schema.Struct({ data: TransferBatch });

export class AdminMoneyGroup extends HttpApiGroup.make('adminMoney')
  .add(
    /** Verifications waiting for review, oldest first. */
    HttpApiEndpoint.get('identifications', '/v1/admin/identifications', { success: listOf(IdentityReview) }),
    HttpApiEndpoint.post('verifyIdentity', '/v1/admin/identifications/:userId/verify', onIdentity),
    HttpApiEndpoint.post('rejectIdentity', '/v1/admin/identifications/:userId/reject', {
      ...onIdentity,
      payload: Reason,
    }),
    /** Stop a seller's payouts with a reason the seller sees; DELETE lifts it. */
    HttpApiEndpoint.put('holdPayouts', '/v1/admin/users/:userId/payout_hold', {
      params: userId,
      payload: Reason,
      success: HttpApiSchema.NoContent,
      error: errors(404),
    }),
    HttpApiEndpoint.delete('releasePayouts', '/v1/admin/users/:userId/payout_hold', {
      params: userId,
      success: HttpApiSchema.NoContent,
    }),
    /** Payouts not yet in a batch (status requested), oldest first. */
    HttpApiEndpoint.get('pendingPayouts', '/v1/admin/payouts', { success: listOf(AdminPayout) }),
    HttpApiEndpoint.get('transferBatches', '/v1/admin/transfer_batches', { success: listOf(TransferBatch) }),
    /** Puts every requested payout into a new batch (取組日 = transferDate, default tomorrow in Tokyo). */
    HttpApiEndpoint.post('createTransferBatch', '/v1/admin/transfer_batches', {
      payload: Schema.Struct({ transferDate: Schema.optional(Schema.String.check(Schema.isMaxLength(10))) }),
      success: BatchData,
      error: errors(409),
    }),
    /** The bank confirmed the whole batch: its payouts become paid. */
    HttpApiEndpoint.post('markBatchTransferred', '/v1/admin/transfer_batches/:id/transferred', {
      ...moneyMove,
      success: BatchData,
    }),
    /** The bank refused the batch: its payouts fail, money back to payable, sellers notified. */
    HttpApiEndpoint.post('markBatchFailed', '/v1/admin/transfer_batches/:id/failed', {
      ...moneyMove,
      payload: Reason,
      success: BatchData,
    }),
    /**
     * The 50 latest purchases of a buyer (by account, trimmed, a leading @ dropped), for finding the one to
     * refund; an empty list when the buyer bought nothing. 404 `not_found` (field `account`) when no user
     * has that account; a blank account is 400 `validation` (field `account`, reason `required`).
     */
    HttpApiEndpoint.get('purchases', '/v1/admin/purchases', {
      query: { account: Schema.String.check(Schema.isMaxLength(100)) },
      success: listOf(AdminPurchase),
      error: errors(404),
    }),
    /**
     * Full refund of a purchase: the card is refunded, the sale's ledger rows are reversed, the buyer
     * loses access, buyer/seller/affiliate are notified. 409 when already refunded.
     */
    HttpApiEndpoint.post('refundPurchase', '/v1/admin/purchases/:id/refund', {
      ...moneyMove,
      payload: Reason,
      success: Schema.Struct({ data: Refund }),
    }),
  )
  // Every endpoint: an administrator’s session (401 / 403; access.ts).
  .middleware(AdminErrors)
  .annotateEndpoints(Access, 'admin') {}
