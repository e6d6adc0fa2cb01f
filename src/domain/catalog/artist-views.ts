import type { ArtistGroup } from './product';
import { groupSlug } from '../routing';

/* An artist's card (the header's dropdown, /artists): apart from the product views, so the header's
   dropdown, on every page, does not carry them (issue 27's JS budget). */

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
