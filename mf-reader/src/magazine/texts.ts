/** The magazine texts on top of the reader's (deep imports: they ship with the chunks that show
 *  magazines, not with every article page). */
import type { ComponentType } from 'react';
import { magazineReader as enReader } from '@shirube/i18n/src/en/magazine-reader';
import { magazines as enRules } from '@shirube/i18n/src/en/magazines';
import { magazineReader as jaReader } from '@shirube/i18n/src/ja/magazine-reader';
import { magazines as jaRules } from '@shirube/i18n/src/ja/magazines';
import { withMessages } from '@shirube/ui/src/withMessages';

export const withMagazineTexts = <P extends object>(Component: ComponentType<P>): ComponentType<P> =>
  withMessages(Component, { ...jaRules, ...jaReader }, { ...enRules, ...enReader });
