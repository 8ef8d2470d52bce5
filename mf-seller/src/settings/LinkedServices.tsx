/** 外部サービス連携 on /settings/account (issue 20): link Google, LINE or X after re-entering the password
 *  (the provider sends the browser to the shell's /callback, which comes back here), unlink while another
 *  way to sign in remains (the API refuses the last one with 409 last_sign_in_method). */
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createApiClient, type CurrentUser, type OAuthProvider } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField, useSignOutOnScreen } from '@shirube/ui';
import { goToProvider } from '@shirube/ui/src/oauthAttempt';
import * as s from './settings.css';

const LINK_ERRORS: Record<string, string> = {
  no_password: 'oauth.settings.noPassword',
  wrong_password: 'oauth.settings.wrongPassword',
  required: 'oauth.settings.passwordRequired',
};

export function LinkedServices({
  user,
  onSaved,
  boxClassName,
}: {
  user: CurrentUser;
  onSaved: (u: CurrentUser) => void;
  /** The settings page's section box: drawn here, so no provider configured means no box at all. */
  boxClassName: string;
}) {
  const intl = useIntl();
  const shell = useShell();
  const signOutOnScreen = useSignOutOnScreen();
  const client = useMemo(() => createApiClient({ onUnauthorized: signOutOnScreen }), [signOutOnScreen]);
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    client.oauth.providers().then(
      (r) => live && setProviders(r.data.map((p) => p.provider)),
      () => live && setProviders([]),
    );
    return () => {
      live = false;
    };
  }, [client]);
  if (providers.length === 0) return null;
  const linked = user.oauthProviders ?? [];
  const name = (p: OAuthProvider) => intl.formatMessage({ id: `oauth.provider.${p}` });

  const link = async (provider: OAuthProvider) => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await client.oauth.authorize({ payload: { provider, intent: 'link', password } });
      goToProvider(data.authorizationUrl, { binding: data.binding, provider, intent: 'link' });
    } catch (e) {
      const reason = (e as { details?: { reason: string }[] }).details?.[0]?.reason;
      setError((reason && LINK_ERRORS[reason]) ?? 'oauth.error.provider_error');
      setBusy(false);
    }
  };
  const unlink = async (provider: OAuthProvider) => {
    setError(null);
    setBusy(true);
    try {
      onSaved((await client.oauth.unlink({ params: { provider } })).data);
      shell.toast(
        intl.formatMessage({ id: 'oauth.settings.unlinkedDone' }, { provider: name(provider) }),
        'success',
      );
    } catch (e) {
      setError(
        (e as { code?: string }).code === 'last_sign_in_method'
          ? 'oauth.settings.lastMethod'
          : 'oauth.error.unknown',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={boxClassName} data-testid="linked-services">
      <section aria-labelledby="linked-services-title" className={s.form}>
        <h2 id="linked-services-title" className={s.sectionTitle}>
          <FormattedMessage id="oauth.settings.title" />
        </h2>
        {user.emailSignIn !== false && linked.length < providers.length && (
          <TextField
            label={<FormattedMessage id="oauth.settings.password" />}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <ul>
          {providers.map((p) => (
            <li key={p} data-testid={`linked-service-${p}`}>
              {name(p)}:{' '}
              <FormattedMessage
                id={linked.includes(p) ? 'oauth.settings.linked' : 'oauth.settings.notLinked'}
              />{' '}
              {linked.includes(p) ? (
                <Button variant="secondary" disabled={busy} onClick={() => void unlink(p)}>
                  <FormattedMessage id="oauth.settings.unlink" />
                </Button>
              ) : (
                <Button variant="secondary" disabled={busy} onClick={() => void link(p)}>
                  <FormattedMessage id="oauth.settings.link" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className={s.notice}>
            <FormattedMessage id={error} />
          </p>
        )}
      </section>
    </div>
  );
}
