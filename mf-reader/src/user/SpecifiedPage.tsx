/** `/u/:account/specified`: the seller's 特定商取引法に基づく表記 from their settings, or 「未設定」. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { InlineError, pageError } from '../lib/ErrorState';
import { useResource, useLoadingAttributes } from '../lib/hooks';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import * as root from '../lib/root.css';
import { profile, specified } from './state';
import * as s from './user.css';

export function SpecifiedPage() {
  const { account = '' } = useParams();
  const intl = useIntl();
  const loading = useLoadingAttributes();
  const owner = useResource(profile, account);
  const notice = useResource(specified, account);
  // Whose notice, once the person is known (issue 39 item 13).
  useDocumentTitle(
    owner.resource.value
      ? intl.formatMessage({ id: 'reader.sellerSpecified.title' }, { name: owner.resource.value.name })
      : undefined,
  );
  if (owner.resource.status === 'error' && owner.resource.error) {
    throw pageError(owner.resource.error, { retry: owner.retry });
  }
  const name = owner.resource.value?.name ?? account;
  const value = notice.resource.value;
  const unset = intl.formatMessage({ id: 'reader.sellerSpecified.unset' });
  // Address and phone: shown, or「請求があれば遅滞なく開示します」when the seller chose that, else 未設定.
  const onRequest = value?.disclosureOnRequest
    ? intl.formatMessage({ id: 'reader.sellerSpecified.onRequest' })
    : null;
  // A verified 法人: its registered name and address (public in 国税庁's register) replace the typed ones.
  const company = value?.company ?? null;
  const sellerName = company?.name || value?.name;
  const address = company?.address || value?.address;
  return (
    <div data-page="UserSpecifiedPage">
      <Link to={`/u/${encodeURIComponent(account)}`}>
        <FormattedMessage id="reader.user.backToProfile" values={{ name }} />
      </Link>
      <h1 className={root.sectionTitle}>
        <FormattedMessage id="reader.sellerSpecified.title" values={{ name }} />
      </h1>
      {notice.resource.status === 'error' ? (
        <InlineError messageId="reader.sellerSpecified.loadError" onRetry={notice.retry} />
      ) : notice.resource.status !== 'ready' || !value ? (
        // A named status: aria-label is not allowed on a div without a role (axe aria-prohibited-attr).
        <div className={s.skeleton} role="status" {...loading} />
      ) : (
        <>
          {!sellerName && !value.contact && (
            <p className={s.description}>
              <FormattedMessage id="reader.sellerSpecified.unsetNote" />
            </p>
          )}
          <dl className={s.notice} data-testid="seller-specified">
            <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.name' })}</dt>
            <dd className={sellerName ? s.description : s.unset}>{sellerName || unset}</dd>
            {company && (
              <>
                <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.corporateNumber' })}</dt>
                <dd className={s.description}>{company.corporateNumber}</dd>
                <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.representative' })}</dt>
                <dd className={s.description}>{company.representative}</dd>
              </>
            )}
            <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.contact' })}</dt>
            <dd className={value.contact ? s.description : s.unset}>{value.contact || unset}</dd>
            <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.address' })}</dt>
            <dd className={address || onRequest ? s.description : s.unset}>
              {address || onRequest || unset}
            </dd>
            <dt>{intl.formatMessage({ id: 'reader.sellerSpecified.phone' })}</dt>
            <dd className={value.phone || onRequest ? s.description : s.unset}>
              {value.phone || onRequest || unset}
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
