import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artistGroupProblems, isCatalogueUrl, moveArtistGroup } from '../../../src/domain/catalog';

const groups = [
  { id: 'a', name: 'Ada', sortOrder: 1 },
  { id: 'b', name: 'Bea', sortOrder: 2 },
  { id: 'c', name: 'Cy', sortOrder: 2 },
  { id: 'h', name: 'Hidden', sortOrder: -1 },
];

describe('artist group rules', () => {
  it('accepts a valid draft and names each bad field', () => {
    expect(artistGroupProblems({ name: 'Mara', collectionName: '', imageUrl: '', sortOrder: -1 })).toEqual([]);
    expect(artistGroupProblems({ name: ' ', collectionName: 'c'.repeat(101), imageUrl: 'http://x.test/a.png', sortOrder: 0.5 })).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'collectionName', message: 'Must be no more than 100 characters' },
      { field: 'imageUrl', message: 'Must be a site path starting with / or an https:// address' },
      { field: 'sortOrder', message: 'Sort order must be a whole number' },
    ]);
  });

  it('takes site paths and https addresses as image URLs, nothing else', () => {
    expect(['/files/a.png', 'https://cdn.example.com/a.png'].map(isCatalogueUrl)).toEqual([true, true]);
    expect(['//evil.test/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', '/a"onerror=x', 'https://'].map(isCatalogueUrl)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('moving an artist group', () => {
  it('swaps with the neighbour and renumbers the shown groups 1..n; ties broken by name as the storefront does', () => {
    expect(moveArtistGroup(groups, 'c', 'up')).toEqual([{ id: 'b', sortOrder: 3 }]);
    expect(moveArtistGroup(groups, 'a', 'down')).toEqual([
      { id: 'b', sortOrder: 1 },
      { id: 'a', sortOrder: 2 },
      { id: 'c', sortOrder: 3 },
    ]);
  });

  it('changes nothing at the ends, for a hidden group or an unknown one', () => {
    expect(moveArtistGroup(groups, 'a', 'up')).toEqual([]);
    expect(
      moveArtistGroup(
        [
          { id: 'a', name: 'A', sortOrder: 1 },
          { id: 'b', name: 'B', sortOrder: 2 },
        ],
        'b',
        'down',
      ),
    ).toEqual([]);
    expect(moveArtistGroup(groups, 'h', 'up')).toEqual([]);
    expect(moveArtistGroup(groups, 'zz', 'down')).toEqual([]);
  });

  it('up then down is the identity on the menu order, and hidden groups never move', () => {
    const arb = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), name: fc.string({ maxLength: 3 }), sortOrder: fc.integer({ min: -3, max: 6 }) }),
      { selector: (g) => g.id, maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, fc.nat(), (list, pick) => {
        const apply = (gs: typeof list, changes: ReturnType<typeof moveArtistGroup>) =>
          gs.map((g) => ({ ...g, sortOrder: changes.find((c) => c.id === g.id)?.sortOrder ?? g.sortOrder }));
        const order = (gs: typeof list) =>
          gs
            .filter((g) => g.sortOrder >= 0)
            .toSorted((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
            .map((g) => g.id);
        const shown = order(list);
        if (shown.length < 2) return;
        const target = { id: shown[1 + (pick % (shown.length - 1))]! };
        const up = apply(list, moveArtistGroup(list, target.id, 'up'));
        const back = apply(up, moveArtistGroup(up, target.id, 'down'));
        expect(order(up)).not.toEqual(order(list));
        expect(order(back)).toEqual(order(list));
        expect(back.filter((g) => g.sortOrder < 0)).toEqual(list.filter((g) => g.sortOrder < 0));
      }),
      { numRuns: 300 },
    );
  });
});
