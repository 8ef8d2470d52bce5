// Handlers of the `payouts` contract group: 全銀 lookups, bank account, payout profile (identity),
// postal address, payout requests and the transfer history.
import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { invalid, invalidFields, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { checkBankAccount, findBankAccount, saveBankAccount } from '../bank/account';
import { searchBanks, searchBranches, ZENGIN_DATASET_VERSION } from '../bank/zengin';
import { clockOf } from '../config';
import { App } from '../context';
import { ownMonths, ownPage } from '../http/own-rows';
import { oneOffKey } from '../payments/orders';
import { attempt } from '../payments/attempt';
import { findByAccount } from '../users/social';
import { addressesOf, normalizePostalCode } from '../verification/postal';
import { hasProblems } from '../verification/details';
import { checkDetails, findIdentity, payoutProfile, updateIdentity } from '../verification/profile';
import { presentPayout, transferredHistories, transferredMonths } from './histories';
import { requestPayout } from './request';

const meta = { datasetVersion: ZENGIN_DATASET_VERSION };

export const PayoutsRoutes = HttpApiBuilder.group(ShirubeApi, 'payouts', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    const now = clockOf(config);
    return handlers
      .handle('bankCodes', ({ query, request }) =>
        Effect.gen(function* () {
          yield* requireViewer(db, request);
          return { data: searchBanks(query.code), meta };
        }),
      )
      .handle('branchCodes', ({ query, request }) =>
        Effect.gen(function* () {
          yield* requireViewer(db, request);
          const data = searchBranches(query.bankCode.trim(), query.branchCode);
          if (!data) return yield* notFound('No such bank');
          return { data, meta };
        }),
      )
      .handle('bankAccount', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => findBankAccount(db, viewer.user.id)) };
        }),
      )
      .handle('saveBankAccount', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const identity = yield* Effect.promise(() => findIdentity(db, viewer.user.id));
          const companyKana = identity?.businessType === 'company' ? identity.companyNameKana : null;
          const checked = checkBankAccount(payload, companyKana);
          if ('field' in checked) return yield* invalid(checked.field, checked.reason);
          yield* Effect.promise(() => saveBankAccount(db, viewer.user.id, checked));
        }),
      )
      .handle('payoutProfile', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => payoutProfile(db, config, viewer.user.id)) };
        }),
      )
      .handle('savePayoutProfile', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const checked = checkDetails(payload, now());
          if (hasProblems(checked)) return yield* invalidFields(checked);
          yield* Effect.promise(async () => {
            const current = await findIdentity(db, viewer.user.id);
            const same =
              current !== null &&
              (Object.keys(checked) as Array<keyof typeof checked>).every((k) => current[k] === checked[k]);
            // Saving unchanged details must not send a verified seller back to review.
            if (!same) await updateIdentity(db, viewer.user.id, checked, now());
          });
          return { data: yield* Effect.promise(() => payoutProfile(db, config, viewer.user.id)) };
        }),
      )
      .handle('postalAddress', ({ query }) =>
        Effect.gen(function* () {
          const zip = normalizePostalCode(query.zip);
          if (!zip) return yield* invalid('zip', 'format');
          const data = addressesOf(zip);
          if (data.length === 0) return yield* notFound('No address has this postal code');
          return { data };
        }),
      )
      .handle('verification', ({ params }) =>
        Effect.gen(function* () {
          const user = yield* findByAccount(db, params.account);
          const identity = yield* Effect.promise(() => findIdentity(db, user.id));
          return { data: { isVerified: identity?.status === 'verified' } };
        }),
      )
      .handle('requestPayout', ({ payload, headers, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { payout } = yield* attempt(() =>
            requestPayout(db, config, {
              userId: viewer.user.id,
              idempotencyKey: headers['idempotency-key'] ?? oneOffKey(),
              kind: 'request',
              amount: payload.amount,
            }),
          );
          return { data: yield* Effect.promise(() => presentPayout(db, payout, now())) };
        }),
      )
      .handle('transferredMonths', ({ request }) => ownMonths(db, request, transferredMonths))
      .handle('transferredHistories', ({ query, request }) =>
        ownPage(db, request, query.since, (userId, offset) =>
          transferredHistories(db, userId, query.month, offset, now()),
        ),
      );
  }),
);
