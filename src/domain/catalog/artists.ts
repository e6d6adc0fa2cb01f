import type { ArtistGroup } from './product';
import { groupSlug } from '../routing';

/** How many artists the header dropdown shows (SPEC §2: 3 on desktop, 2 on mobile). */
export const ARTIST_DROPDOWN_LIMIT = { desktop: 3, mobile: 2 } as const;

/** Artist groups that may be listed: sortOrder >= 0, ordered by sortOrder (stable for ties). */
export const listedArtistGroups = (groups: readonly ArtistGroup[]): readonly ArtistGroup[] =>
  groups.filter((g) => g.sortOrder >= 0).toSorted((a, b) => a.sortOrder - b.sortOrder);

/** The artists shown in the header dropdown for the given viewport. */
export const artistDropdownGroups = (groups: readonly ArtistGroup[], viewport: keyof typeof ARTIST_DROPDOWN_LIMIT): readonly ArtistGroup[] =>
  listedArtistGroups(groups).slice(0, ARTIST_DROPDOWN_LIMIT[viewport]);

/** An artist's card (the header's dropdown, /artists): beside the dropdown's rules, in the entry with them, apart from the product views (issue 27's JS budget). */
export interface ArtistCardView {
  readonly id: string;
  readonly name: string;
  readonly collectionName: string | null;
  readonly href: string;
  readonly imageUrl: string | null;
}

export const artistCardView = (group: ArtistGroup): ArtistCardView => ({
  id: group.id,
  name: group.name,
  collectionName: group.collectionName ?? null,
  href: `/artists/${encodeURIComponent(groupSlug(group.name))}`,
  imageUrl: group.imageUrl ?? null,
});
