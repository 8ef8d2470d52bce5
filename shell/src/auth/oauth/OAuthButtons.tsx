import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@shirube/ui';
import { goToProvider } from '@shirube/ui/src/oauthAttempt';
import { api, unwrap } from '../../lib/api';
import * as s from '../auth.css';
import { FormError } from '../AuthCard';

type Provider = 'google' | 'line' | 'x';

/** 「Googleでログイン」… for the providers the server has credentials for (none: nothing shown). New
 *  visitors sign up through the same buttons: /callback asks for what the provider did not give. */
export function OAuthButtons() {
  const [providers, setProviders] = useState<Provider[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api('GET /v1/oauth/providers')
      .then((body) => live && setProviders(unwrap<{ provider: Provider }[]>(body).map((p) => p.provider)))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  const start = async (provider: Provider) => {
    setBusy(true);
    setError(null);
    try {
      const data = unwrap<{ authorizationUrl: string; binding: string }>(
        await api('POST /v1/oauth/authorization', { body: { provider, intent: 'sign_in' } }),
      );
      goToProvider(data.authorizationUrl, { binding: data.binding, provider, intent: 'sign_in' });
    } catch {
      setError('oauth.error.provider_error');
      setBusy(false);
    }
  };
  return (
    <div className={s.form}>
      <p className={s.lead}>
        <FormattedMessage id="oauth.or" />
      </p>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={() => void start(provider)}
        >
          <FormattedMessage id={`oauth.signInWith.${provider}`} />
        </Button>
      ))}
      <FormError messageId={error} />
    </div>
  );
}
