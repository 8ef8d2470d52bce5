import { atom } from 'jotai';
import type { ToastItem } from '@shirube/ui';

export const toastsAtom = atom<ToastItem[]>([]);
