/** The follow button on an article's author card: loads the author's profile for isFollowing. */
import { useResource } from '../lib/hooks';
import { profile } from '../user/state';
import { FollowButton } from './FollowButton';
import * as s from './follow.css';

export function AuthorFollow({ account }: { account: string }) {
  const { resource } = useResource(profile, account, { revalidate: true });
  if (resource.status !== 'ready' || !resource.value) return null;
  return (
    <span className={s.authorFollow}>
      <FollowButton user={resource.value} />
    </span>
  );
}
