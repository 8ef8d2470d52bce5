/** /settings/bank_information: 本人確認 — status (with the reason when returned), 個人 or 法人 details with postal lookup, ID images. */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PayoutProfile } from '@shirube/api-contract';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { DetailsForm } from './DetailsForm';
import { IdDocuments } from './IdDocuments';
import * as s from './verification.css';

export function VerificationPage() {
  const client = useApiClient();
  const [profile, setProfile] = useState<PayoutProfile | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    client.payouts.payoutProfile().then(
      (r) => setProfile(r.data),
      () => setFailed(true),
    );
  }, [client]);

  return (
    <>
      <h1 className={d.heading}>
        <FormattedMessage id="seller.verify.title" />
      </h1>
      <p>
        <FormattedMessage id="seller.verify.lead" />
      </p>
      {!profile && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
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
