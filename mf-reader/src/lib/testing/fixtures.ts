/** Contract-shaped API bodies (see @shirube/api-contract entities) for tests; the articles are
 *  @shirube/testing's (the other apps' tests use the same). */
import type { UserProfile } from '@shirube/api-contract';

export { article, articleSummary } from '@shirube/testing';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function userProfile(overrides: Partial<Mutable<UserProfile>> = {}): UserProfile {
  return {
    account: 'hanako',
    name: '山田花子',
    imageUrl: null,
    thumbnailUrl: null,
    description: 'エンジニアとして家計と技術の記事を書いています。',
    followingsCount: 12,
    followersCount: 345,
    isFollowing: false,
    isMe: false,
    ...overrides,
  };
}

export function page<T>(data: T[], next: string | null = null) {
  return { data, meta: { pager: { next } } };
}
