/** The external sign-in texts, merged only where they are used (sign-in, sign-up, /callback: lazy chunks),
 *  so the article route, which every first visit downloads, does not carry them (e2e/bytes.spec.ts). */
import type { ComponentType } from 'react';
import { oauth } from '@shirube/i18n/src/ja/oauth';
import { withMessages } from '@shirube/ui/src/withMessages';

export const withOAuthMessages = <P extends object>(Page: ComponentType<P>): ComponentType<P> =>
  withMessages(Page, oauth);
