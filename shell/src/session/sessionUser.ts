import type { SessionUser } from '@shirube/shell-contract';

/** Map the API's CurrentUser onto the contract's SessionUser (extra fields are dropped). */
export function toSessionUser(raw: Record<string, unknown>): SessionUser {
  return {
    id: Number(raw.id),
    account: String(raw.account ?? ''),
    name: String(raw.name ?? ''),
    imageUrl: (raw.imageUrl as string | null) ?? null,
    thumbnailUrl: (raw.thumbnailUrl as string | null) ?? null,
    isAdmin: Boolean(raw.isAdmin),
    paymentProvider: (raw.paymentProvider as string | null) ?? null,
  };
}
