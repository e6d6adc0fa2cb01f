import { describe, expect, it } from 'vitest';
import {
  findGroupBySlug,
  findListedArtist,
  hasListedArtists,
  markSvgIgnored,
  productEntryPoint,
  productsInGroup,
  shopAllGroups,
  shownPrice,
  usesSvgTemplate,
  variantOrDefault,
} from '../../../src/domain/catalog/catalog-listing';
import type { ArtistGroup, Product } from '../../../src/domain/catalog';
import { cents } from '../../../src/domain/money';
import { tileProduct } from '../fixtures';

const tiles = { id: 'photo-tiles', name: 'Photo Tiles' };
const ready = { id: 'ready', name: 'Ready to Hang' };
const p = (id: string, groups: Product['groups']): Product => ({ ...tileProduct, id, groups });

describe('shop-all groups', () => {
  it('lists each group once, in the order the products bring them', () => {
    const products = [p('a', [{ ...tiles, productSortOrder: 2 }]), p('b', [ready, tiles]), p('c', undefined)];
    expect(shopAllGroups(products).map((g) => g.id)).toEqual(['photo-tiles', 'ready']);
    expect(shopAllGroups([])).toEqual([]);
  });

  it('finds a group by its slug, ignoring the case of the slug', () => {
    expect(findGroupBySlug([tiles, ready], 'ready-to-hang')).toBe(ready);
    expect(findGroupBySlug([tiles, ready], 'Photo-Tiles')).toBe(tiles);
    expect(findGroupBySlug([tiles, ready], 'ready to hang')).toBeUndefined();
  });

  it("orders a group's products by productSortOrder, products without one last, ties stable", () => {
    const products = [
      p('none', [tiles]),
      p('third', [{ ...tiles, productSortOrder: 3 }]),
      p('first', [{ ...tiles, productSortOrder: 1 }]),
      p('other', [ready]),
      p('first-too', [{ ...tiles, productSortOrder: 1 }]),
      p('none-too', [tiles]),
    ];
    expect(productsInGroup(products, 'photo-tiles').map((x) => x.id)).toEqual(['first', 'first-too', 'third', 'none', 'none-too']);
    expect(productsInGroup(products, 'nope')).toEqual([]);
  });
});

describe('artists', () => {
  const groups: ArtistGroup[] = [
    { id: 'b', name: 'June Park', sortOrder: 2 },
    { id: 'h', name: 'Archive Studio', sortOrder: -1 },
  ];
  it('finds listed artists by slug and never a hidden one', () => {
    expect(findListedArtist(groups, 'june-park')?.id).toBe('b');
    expect(findListedArtist(groups, 'archive-studio')).toBeUndefined();
  });
  it('has listed artists only when one has sortOrder >= 0', () => {
    expect(hasListedArtists(groups)).toBe(true);
    expect(hasListedArtists([{ id: 'h', name: 'Hidden', sortOrder: -5 }])).toBe(false);
    expect(hasListedArtists([])).toBe(false);
  });
});

describe('product page rules', () => {
  it('opens printable products in the printing tool and sends others to the cart', () => {
    expect(productEntryPoint({ outputImageWidth: 2400 })).toBe('printingTool');
    expect(productEntryPoint({ svgTemplateUrl: '/files/t.svg' })).toBe('printingTool');
    expect(productEntryPoint({})).toBe('cart');
  });

  it('starts on the named variant (any case) or the first one', () => {
    expect(variantOrDefault(tileProduct, 'white')?.id).toBe('v-white');
    expect(variantOrDefault(tileProduct, 'Purple')?.id).toBe('v-black');
    expect(variantOrDefault(tileProduct)?.id).toBe('v-black');
    expect(variantOrDefault({ variants: [] })).toBeUndefined();
  });

  it("shows the variant's price, else the product's", () => {
    expect(shownPrice({ price: cents(1400) }, { price: cents(2400) })).toBe(2400);
    expect(shownPrice({ price: cents(1400) })).toBe(1400);
  });

  it('uses an SVG template until it fails, then marks the product ignoreSvg', () => {
    const svg = { svgTemplateUrl: '/files/t.svg', name: 'Monogram' };
    expect(usesSvgTemplate(svg)).toBe(true);
    expect(usesSvgTemplate({})).toBe(false);
    const failed = markSvgIgnored(svg);
    expect(failed).toEqual({ svgTemplateUrl: '/files/t.svg', name: 'Monogram', ignoreSvg: true });
    expect(usesSvgTemplate(failed)).toBe(false);
  });
});
