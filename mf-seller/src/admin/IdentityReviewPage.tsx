/** /admin/identifications: 本人確認 waiting for review — details, the ID images (admin-only URLs), approve or return with a reason. */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IdentityReview } from '@shirube/api-contract';
import { formatPostalCode } from '@shirube/domain/core';
import { Button } from '@shirube/ui';
import { plainDate } from '../lib/format';
import { DoneLine, LoadStatus, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import { AdminGuard } from './AdminGuard';
import { ReasonField, useReason } from './Reason';
import * as s from './admin.css';

const address = (a: {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  addressLine: string;
}) => `〒${formatPostalCode(a.postalCode)} ${a.prefecture}${a.city}${a.town}${a.addressLine}`;

/** An individual's details, or a 法人's: company, 法人番号, representative, registered address. */
function Details({ item }: { item: IdentityReview }) {
  const { individual: i, company: c, representative: r } = item;
  if (c && r)
    return (
      <>
        <h2 className={s.itemTitle}>
          <FormattedMessage id="seller.verify.businessType.company" />: {c.name}（{c.nameKana}） @
          {item.account}
        </h2>
        <p>
          <FormattedMessage id="seller.verify.company.corporateNumber" />: {c.corporateNumber} /{' '}
          <FormattedMessage id="seller.verify.representative" />: {r.lastName} {r.firstName}（{r.lastNameKana}{' '}
          {r.firstNameKana}）
        </p>
        <p>
          {address(c)} / {c.phone}
        </p>
      </>
    );
  if (!i) return null;
  return (
    <>
      <h2 className={s.itemTitle}>
        {i.lastName} {i.firstName}（{i.lastNameKana} {i.firstNameKana}） @{item.account}
      </h2>
      <p>
        {plainDate(i.birthDate)} / {address(i)} / {i.phone}
      </p>
    </>
  );
}

function Review({ item, onDone }: { item: IdentityReview; onDone: () => void }) {
  const client = useApiClient();
  const intl = useIntl();
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const decide = (verify: boolean) => {
    if (!verify && !reason.given()) return;
    setBusy(true);
    reason.setError(null);
    const call = verify
      ? client.adminMoney.verifyIdentity({ params: { userId: item.userId } })
      : client.adminMoney.rejectIdentity({
          params: { userId: item.userId },
          payload: { reason: reason.reason },
        });
    call.then(onDone, (e: unknown) => {
      setBusy(false);
      reason.refused(e);
    });
  };
  return (
    <li className={s.item} data-testid="identity-review" data-business-type={item.businessType}>
      <Details item={item} />
      <div className={s.images}>
        {(['front', 'back'] as const).map((side) => {
          const url = side === 'front' ? item.frontImageUrl : item.backImageUrl;
          const label = intl.formatMessage(
            { id: 'seller.admin.identities.image' },
            { side: intl.formatMessage({ id: `seller.verify.${side}` }) },
          );
          return url ? <img key={side} src={url} alt={label} className={s.image} /> : null;
        })}
      </div>
      <ReasonField labelId="seller.admin.identities.reason" state={reason}>
        <Button onClick={() => decide(true)} disabled={busy} data-testid="identity-verify">
          <FormattedMessage id="seller.admin.identities.verify" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => decide(false)}
          disabled={busy}
          data-testid="identity-reject"
        >
          <FormattedMessage id="seller.admin.identities.reject" />
        </Button>
      </ReasonField>
    </li>
  );
}

function Queue() {
  const client = useApiClient();
  const [items, setItems] = useState<readonly IdentityReview[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const load = useCallback(() => {
    client.adminMoney.identifications().then(
      (r) => setItems(r.data),
      () => setFailed(true),
    );
  }, [client]);
  useEffect(load, [load]);
  return (
    <>
      <PageTitle id="seller.admin.identities.title" />
      <LoadStatus loading={!items} failed={failed} />
      <DoneLine shown={done} id="seller.admin.identities.done" />
      {items?.length === 0 && (
        <p data-testid="identities-empty">
          <FormattedMessage id="seller.admin.identities.empty" />
        </p>
      )}
      <ul className={s.list}>
        {items?.map((item) => (
          <Review
            key={item.userId}
            item={item}
            onDone={() => {
              setDone(true);
              load();
            }}
          />
        ))}
      </ul>
    </>
  );
}

export const IdentityReviewPage = () => (
  <AdminGuard>
    <Queue />
  </AdminGuard>
);
