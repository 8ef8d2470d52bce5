/** /settings/bank_information: 本人確認 — status (with the reason when returned), 個人 or 法人 details with postal lookup, ID images. */
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadStatus, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import { useLoaded } from '../lib/useLoaded';
import { DetailsForm } from './DetailsForm';
import { IdDocuments } from './IdDocuments';
import * as s from './verification.css';

export function VerificationPage() {
  const client = useApiClient();
  const {
    data: profile,
    setData: setProfile,
    failed,
  } = useLoaded(useCallback(() => client.payouts.payoutProfile().then((r) => r.data), [client]));

  return (
    <>
      <PageTitle id="seller.verify.title" />
      <p>
        <FormattedMessage id="seller.verify.lead" />
      </p>
      <LoadStatus loading={!profile} failed={failed} />
      {profile && (
        <>
          <div
            className={s.status}
            data-testid="verification-status"
            data-status={profile.verificationStatus}
          >
            <FormattedMessage id="seller.verify.status" />
            {': '}
            <strong>
              <FormattedMessage id={`seller.verify.status.${profile.verificationStatus}`} />
            </strong>
            {profile.rejectReason && (
              <p>
                <FormattedMessage id="seller.verify.rejectReason" values={{ reason: profile.rejectReason }} />
              </p>
            )}
          </div>
          <DetailsForm profile={profile} onSaved={setProfile} />
          <IdDocuments profile={profile} onChange={setProfile} />
        </>
      )}
    </>
  );
}
