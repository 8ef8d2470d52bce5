/**
 * Follow / unfollow (spec §4). Shows the state of the viewed profile; nothing for oneself. Signed-out
 * visitors are sent to sign in. The server's answer replaces the profile (counts included).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { Button } from '@shirube/ui';
import { useSession, useShell } from '@shirube/shell-contract';
import { useReaderApi } from '../lib/api';
import type { UserProfileView } from '../lib/types';
import { setFollow } from './state';

export function FollowButton({
  user,
  onChange,
}: {
  user: Pick<UserProfileView, 'account' | 'isFollowing' | 'isMe'>;
  /** The profile the server answered with (for callers that keep their own copy). */
  onChange?: (profile: UserProfileView) => void;
}) {
  const intl = useIntl();
  const api = useReaderApi();
  const shell = useShell();
  const session = useSession();
  const change = useSetAtom(setFollow);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);
  if (user.isMe) return null;
  const following = user.isFollowing === true;
  const click = async () => {
    if (session.status !== 'signedIn') {
      shell.openLogin();
      return;
    }
    setBusy(true);
    try {
      // Not inside onChange?.(…): an absent callback would skip the call itself.
      const updated = await change({ api, account: user.account, follow: !following });
      onChange?.(updated);
    } catch {
      shell.toast(intl.formatMessage({ id: 'reader.follow.failed' }), 'error');
    } finally {
      setBusy(false);
    }
  };
  const label = following
    ? intl.formatMessage({ id: hover ? 'reader.follow.unfollow' : 'reader.follow.following' })
    : intl.formatMessage({ id: 'reader.follow.follow' });
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      onClick={() => void click()}
      disabled={busy}
      aria-pressed={following}
      data-testid="follow-button"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      {label}
    </Button>
  );
}
