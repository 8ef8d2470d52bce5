/** Article page state: one loaded article, keyed by id + the query that shapes the answer. */
import { atom } from 'jotai';
import type { ComponentType } from 'react';
import type { ArticleQuery } from '../lib/api';
import { resourceAtoms } from '../lib/state-helpers';
import type { ArticleView } from '../lib/types';

/** `type` (review view) and `discount_code` change what the API returns, so they are part of the key. */
export function articleKey(id: string, query: ArticleQuery, viewer = ''): string {
  const params = new URLSearchParams();
  if (viewer) params.set('viewer', viewer);
  if (query.type) params.set('type', query.type);
  if (query.discountCode) params.set('discount_code', query.discountCode);
  return `${id}?${params.toString()}`;
}

function parseKey(key: string): { id: string; query: ArticleQuery } {
  const [id, search = ''] = key.split('?');
  const params = new URLSearchParams(search);
  return {
    id,
    query: { type: params.get('type') ?? undefined, discountCode: params.get('discount_code') ?? undefined },
  };
}

export const article = resourceAtoms<ArticleView>((api, key) => {
  const { id, query } = parseKey(key);
  return api.getArticle(id, query);
}, 'article');

/** The purchase dialog mf_commerce lends us through the shell (null = closed). */
export interface PurchaseDialogState {
  status: 'closed' | 'loading' | 'open' | 'error';
  component: ComponentType<PurchaseDialogProps> | null;
}

/** Props we hand to mf_commerce's PurchaseDialog widget (its own props are `open`, `articleId`,
 *  `onClose`, `onPurchased`; the rest lets a later version show what is bought without a refetch). */
export interface PurchaseDialogProps {
  open: boolean;
  articleId: number;
  title: string;
  price: number;
  discountedPrice: number | null;
  discountCode?: string;
  onClose(): void;
  /** The dialog calls this after a successful purchase; we reload the article (full body). */
  onPurchased(): void;
}

export const purchaseDialogAtom = atom<PurchaseDialogState>({ status: 'closed', component: null });
