import { CATALOGUE_URL_HINT, integerProblem, isCatalogueUrl, problems, textProblem, type FieldProblem } from './field-problems';
import type { ArtistGroup } from './product';

/**
 * An artist group as the admin edits it (SPEC §3 Artist group: name, collectionName, imageUrl,
 * sortOrder). A negative sortOrder hides the group from the storefront (see `listedArtistGroups`).
 */
export interface ArtistGroupDraft {
  readonly name: string;
  readonly collectionName: string;
  readonly imageUrl: string;
  readonly sortOrder: number;
}

export const MAX_GROUP_NAME = 100;
export const SORT_ORDER_RANGE = { min: -1000, max: 100_000 } as const;

/** The same rules for the admin form and the server: an empty list means the draft may be saved. */
export function artistGroupProblems(draft: ArtistGroupDraft): FieldProblem[] {
  const image = draft.imageUrl.trim();
  return problems(
    textProblem('name', draft.name, 'Name', MAX_GROUP_NAME),
    textProblem('collectionName', draft.collectionName, 'Collection', MAX_GROUP_NAME, false),
    image !== '' && !isCatalogueUrl(image) ? { field: 'imageUrl', message: CATALOGUE_URL_HINT } : null,
    integerProblem('sortOrder', draft.sortOrder, 'Sort order', SORT_ORDER_RANGE.min, SORT_ORDER_RANGE.max),
  );
}

/** Whether the storefront lists the group (SPEC §2: only groups with sortOrder >= 0). */
export const isGroupShown = (group: Pick<ArtistGroup, 'sortOrder'>): boolean => group.sortOrder >= 0;

export interface SortOrderChange {
  readonly id: string;
  readonly sortOrder: number;
}

/**
 * Moving a shown group one place up or down: the shown groups (in storefront order: sortOrder, then
 * name) are renumbered 1..n with the two swapped, so that equal numbers cannot make a move do
 * nothing. Hidden groups keep their numbers. Answers only the groups whose number changes; empty
 * when the group is hidden, unknown, or already first (up) or last (down).
 */
export function moveArtistGroup(
  groups: ReadonlyArray<{ readonly id: string; readonly name: string; readonly sortOrder: number }>,
  id: string,
  direction: 'up' | 'down',
): SortOrderChange[] {
  const shown = groups.filter(isGroupShown).toSorted((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const at = shown.findIndex((g) => g.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= shown.length) return [];
  const order = [...shown];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order.flatMap((g, i) => (g.sortOrder === i + 1 ? [] : [{ id: g.id, sortOrder: i + 1 }]));
}
