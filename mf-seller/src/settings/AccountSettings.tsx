/** /settings/account: profile + icon, email, password, mail notifications, 特商法, link to deletion. */
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@shirube/ui';
import { useLoaded } from '../lib/useLoaded';
import { useAccountApi } from './accountApi';
import { EmailSection, PasswordSection } from './CredentialsSections';
import { IconEditor } from './IconEditor';
import { LinkedServices } from './LinkedServices';
import { ProfileSection } from './ProfileSection';
import { LawSection, MailSection } from './SellerSections';
import * as s from './settings.css';

/** Where the money settings live (their own pages): path and link text. */
const MONEY_LINKS = [
  ['/settings/bank_account', 'account.moneyLinks.bank'],
  ['/settings/bank_information', 'account.moneyLinks.identity'],
] as const;

export function AccountSettings() {
  const api = useAccountApi();
  const [attempt, setAttempt] = useState(0);
  const {
    data: user,
    setData: setUser,
    failed,
    setFailed,
  } = useLoaded(
    useCallback(() => api.current(), [api]),
    attempt,
  );

  return (
    <div className={s.page} data-page="AccountSettingsPage">
      <h1 className={s.heading}>
        <FormattedMessage id="account.title" />
      </h1>
      {failed && (
        <div role="alert" className={s.actions}>
          <FormattedMessage id="account.loadFailed" />
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {!user && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="account.loading" />
        </p>
      )}
      {user && (
        <>
          <div className={s.section}>
            <IconEditor user={user} onSaved={setUser} />
          </div>
          <div className={s.section}>
            <ProfileSection user={user} onSaved={setUser} />
          </div>
          <div className={s.section}>
            <EmailSection user={user} onSaved={setUser} />
          </div>
          <div className={s.section}>
            <PasswordSection />
          </div>
          {/* Its own bordered box, only when an external sign-in is configured (no empty box). */}
          <LinkedServices user={user} onSaved={setUser} boxClassName={s.section} />
          <div className={s.section}>
            <MailSection user={user} />
          </div>
          <div className={s.section}>
            <LawSection user={user} />
          </div>
          <nav className={s.section} aria-labelledby="account-money-links">
            <h2 id="account-money-links" className={s.sectionTitle}>
              <FormattedMessage id="account.moneyLinks.title" />
            </h2>
            <ul>
              {MONEY_LINKS.map(([to, id]) => (
                <li key={to}>
                  <Link to={to}>
                    <FormattedMessage id={id} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={s.muted}>
            <FormattedMessage
              id="account.help"
              values={{ link: (chunks: ReactNode) => <Link to="/inquiry">{chunks}</Link> }}
            />
          </p>
          <p>
            <Link to="/settings/delete_account" className={s.dangerLink}>
              <FormattedMessage id="account.delete.link" />
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
