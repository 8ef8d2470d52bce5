/**
 * The magazines of a user page (the author's on sale) and of a search (titles matching q), as cards above
 * the articles. Nothing while loading, when there are none or when the list failed (state.ts: the page's
 * own list says whether anything was found or went wrong).
 */
import { useResource } from '../lib/hooks';
import type { ResourceAtoms } from '../lib/state-helpers';
import type { MagazineSummaryView } from '../lib/types';
import { MagazineCards } from './MagazineCards';
import { foundMagazines, userMagazines } from './state';
import { withMagazineTexts } from './texts';

type Atoms = ResourceAtoms<readonly MagazineSummaryView[]>;

function Section({ atoms, keyOf, headingId }: { atoms: Atoms; keyOf: string; headingId: string }) {
  const { resource } = useResource(atoms, keyOf);
  return resource.value ? <MagazineCards magazines={resource.value} headingId={headingId} /> : null;
}

export const UserMagazines = withMagazineTexts(({ account }: { account: string }) => (
  <Section atoms={userMagazines} keyOf={account} headingId="reader.magazine.userHeading" />
));

export const FoundMagazines = withMagazineTexts(({ q }: { q: string }) => (
  <Section atoms={foundMagazines} keyOf={q} headingId="reader.magazine.searchHeading" />
));
