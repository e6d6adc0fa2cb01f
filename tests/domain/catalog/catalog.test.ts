import { describe, expect, it } from 'vitest';
import {
  artistDropdownGroups,
  configPrice,
  configProductKind,
  findVariantByName,
  groupSlug,
  isPrecustomized,
  itemsWord,
  listedArtistGroups,
  printSpecOf,
  shownName,
  sizeText,
  withProductSizeDefaults,
  type ArtistGroup,
} from '../../../src/domain/catalog';
import { cents } from '../../../src/domain/money';
import { inches, ppi } from '../../../src/domain/units';
import { tileProduct } from '../fixtures';

describe('product size defaults', () => {
  it('fills a product with 8 x 8 inches at 62.5 ppi', () => {
    expect(withProductSizeDefaults({ id: 'x', widthInches: undefined })).toEqual({ id: 'x', widthInches: 8, heightInches: 8, minInputPpi: 62.5 });
    expect(withProductSizeDefaults({ widthInches: inches(10), heightInches: inches(12), minInputPpi: ppi(100) })).toEqual({
      widthInches: 10,
      heightInches: 12,
      minInputPpi: 100,
    });
  });

  it('uses 1 inch where missing in the helper defaults', () => {
    expect(printSpecOf(undefined)).toEqual({ widthInches: 1, heightInches: 1, minInputPpi: 62.5 });
    expect(printSpecOf({ widthInches: inches(8) })).toEqual({ widthInches: 8, heightInches: 1, minInputPpi: 62.5 });
    expect(printSpecOf({ heightInches: inches(4), minInputPpi: ppi(100) })).toEqual({ widthInches: 1, heightInches: 4, minInputPpi: 100 });
  });
});

describe('product rules', () => {
  it('is precustomized when the product or any variant has a precustomized image', () => {
    expect(isPrecustomized(tileProduct)).toBe(false);
    expect(isPrecustomized({ ...tileProduct, precustomizedImageUrl: 'a.png' })).toBe(true);
    expect(isPrecustomized({ variants: [...tileProduct.variants, { id: 'p', name: 'P', price: cents(1), sku: 's', precustomizedImageUrl: 'p.png' }] })).toBe(
      true,
    );
    expect(isPrecustomized({ precustomizedImageUrl: '', variants: [] })).toBe(false);
  });

  it.each([
    ['Wood 8x8', 'Wood'],
    ['Classic Tile', 'Classic Tile'],
    ['8x8 Tile', ''],
    ['Café Frame 2', 'Café Frame'],
  ])('shows %s as %s', (name, shown) => {
    expect(shownName(name)).toBe(shown);
  });

  it('writes the size as W x H inches, physical size first', () => {
    expect(sizeText({})).toBe('8 x 8 inches');
    expect(sizeText({ widthInches: inches(10), heightInches: inches(8) })).toBe('10 x 8 inches');
    expect(sizeText({ widthInches: inches(8), heightInches: inches(8), physicalWidthInches: inches(8.5), physicalHeightInches: inches(8.5) })).toBe(
      '8.5 x 8.5 inches',
    );
  });

  it('slugs group names: lowercased, spaces to hyphens', () => {
    expect(groupSlug('Jane Doe Studio')).toBe('jane-doe-studio');
    expect(groupSlug('Solo')).toBe('solo');
  });

  it('words items with the short names', () => {
    expect(itemsWord(tileProduct, 1)).toBe('tile');
    expect(itemsWord(tileProduct, 2)).toBe('tiles');
    expect(itemsWord({ shortNameSingular: 'print', shortNamePlural: 'prints' }, 0)).toBe('prints');
    expect(itemsWord(undefined, 1)).toBe('tile');
    expect(itemsWord(undefined, 3)).toBe('tiles');
  });

  it('finds variants by name, ignoring case', () => {
    expect(findVariantByName(tileProduct, 'white')?.id).toBe('v-white');
    expect(findVariantByName(tileProduct, 'Red')).toBeUndefined();
  });
});

describe('artist groups', () => {
  const groups: ArtistGroup[] = [
    { id: 'c', name: 'C', sortOrder: 3 },
    { id: 'hidden', name: 'Hidden', sortOrder: -1 },
    { id: 'a', name: 'A', sortOrder: 0 },
    { id: 'b', name: 'B', sortOrder: 1 },
    { id: 'd', name: 'D', sortOrder: 7 },
  ];

  it('lists only sortOrder >= 0, ordered by sortOrder', () => {
    expect(listedArtistGroups(groups).map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows 3 artists on desktop and 2 on mobile', () => {
    expect(artistDropdownGroups(groups, 'desktop').map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(artistDropdownGroups(groups, 'mobile').map((g) => g.id)).toEqual(['a', 'b']);
  });
});

describe('store config', () => {
  it('classifies ids ending Tile or WallPad', () => {
    expect(configProductKind('blackTile')).toBe('tile');
    expect(configProductKind('magnetWallPad')).toBe('wallPad');
    expect(configProductKind('membership')).toBe('other');
  });

  it('reads prices in cents', () => {
    const config = { products: [{ id: 'blackTile', priceCents: cents(1400) }] };
    expect(configPrice(config, 'blackTile')).toBe(1400);
    expect(configPrice(config, 'nope')).toBeUndefined();
  });
});

describe('product fields shared by the wire and the catalogue cache', () => {
  it('decode a group with its place and refuse an unknown orientation', async () => {
    const { OrientationCodec, ProductGroupCodec } = await import('../../../src/domain/catalog/product-fields');
    expect(ProductGroupCodec.is({ id: 'g', name: 'Shop all', productSortOrder: 2 })).toBe(true);
    expect(OrientationCodec.is('Landscape')).toBe(true);
    expect(OrientationCodec.is('Diagonal')).toBe(false);
  });
});
