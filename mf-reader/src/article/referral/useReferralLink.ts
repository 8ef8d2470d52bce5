/**
 * The footer's 紹介リンク button (spec §8): signed out → toast and sign-in; signed in → issue the link
 * (POST /v1/share_links), copy it at once (success / failure toast), and open the dialog showing it.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShell } from '@shirube/shell-contract';
import { toReaderError, useReaderApi } from '../../lib/api';
import type { ArticleView } from '../../lib/types';
import { copyText } from './shareLinks';

export function useReferralLink(article: ArticleView) {
  const intl = useIntl();
  const shell = useShell();
  const api = useReaderApi();
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const copy = useCallback(
    async (url: string) => {
      const ok = await copyText(url);
      setCopyFailed(!ok);
      shell.toast(
        intl.formatMessage({ id: ok ? 'reader.share.copied' : 'reader.share.copyFailed' }),
        ok ? 'success' : 'info',
      );
    },
    [intl, shell],
  );

  const issue = useCallback(async () => {
    if (shell.session.status !== 'signedIn') {
      shell.toast(intl.formatMessage({ id: 'reader.footer.shareLinkLoginRequired' }), 'info');
      shell.openLogin();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const link = await api.issueShareLink(Number(article.id), shell.session.user.account);
      setShortUrl(link.shortUrl);
      await copy(link.shortUrl);
    } catch (error) {
      const { code } = toReaderError(error);
      const id = code === 'affiliate_purchaser_only' ? 'reader.share.purchaserOnly' : `errors.${code}`;
      shell.toast(intl.formatMessage({ id: intl.messages[id] ? id : 'errors.unknown' }), 'error');
    } finally {
      setBusy(false);
    }
  }, [api, article.id, busy, copy, intl, shell]);

  return {
    shortUrl,
    copyFailed,
    busy,
    issue,
    copyAgain: () => (shortUrl ? copy(shortUrl) : undefined),
    close: () => setShortUrl(null),
  };
}
