import type { ArtistGroup } from './product';

/** How many artists the header dropdown shows (SPEC §2: 3 on desktop, 2 on mobile). */
export const ARTIST_DROPDOWN_LIMIT = { desktop: 3, mobile: 2 } as const;

/** Artist groups that may be listed: sortOrder >= 0, ordered by sortOrder (stable for ties). */
export const listedArtistGroups = (groups: readonly ArtistGroup[]): readonly ArtistGroup[] =>
  groups.filter((g) => g.sortOrder >= 0).toSorted((a, b) => a.sortOrder - b.sortOrder);

/** The artists shown in the header dropdown for the given viewport. */
export const artistDropdownGroups = (groups: readonly ArtistGroup[], viewport: keyof typeof ARTIST_DROPDOWN_LIMIT): readonly ArtistGroup[] =>
  listedArtistGroups(groups).slice(0, ARTIST_DROPDOWN_LIMIT[viewport]);
