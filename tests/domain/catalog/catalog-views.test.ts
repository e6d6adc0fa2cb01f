import { describe, expect, it } from 'vitest';
import type { ArtistGroup, Product } from '../../../src/domain/catalog';
import { groupHref, productCardView, productDetailView, productHref } from '../../../src/domain/catalog/catalog-views';
import { artistCardView } from '../../../src/domain/catalog/artists';
import { cents } from '../../../src/domain/money';
import type { Inches } from '../../../src/domain/units';
import { tileProduct } from '../fixtures';

const printable: Product = { ...tileProduct, name: 'Wood 8x8', urlSlug: 'wood8x8', outputImageWidth: 2400 as never, imageUrls: ['a.jpg', 'b.jpg'] };
const design: Product = {
  ...printable,
  id: 'monogram',
  urlSlug: undefined,
  imageUrls: undefined,
  variants: [
    { id: 'm-black', name: 'Black', price: cents(3000), sku: 'M-B', precustomizedImageUrl: 'm-black.png' },
    { id: 'm-white', name: 'White', price: cents(3200), sku: 'M-W', precustomizedImageUrl: 'a.jpg' },
  ],
};
const kit: Product = {
  id: 'wallPad',
  name: 'Wall pad kit',
  price: cents(500),
  variants: [],
  physicalWidthInches: 2.5 as Inches,
  physicalHeightInches: 1 as Inches,
};

describe('catalog views', () => {
  it('a product card: shown name, size text, first variant price, link by slug, first image', () => {
    expect(productCardView(printable)).toEqual({
      id: 'tilepix',
      href: '/products/wood8x8',
      name: 'Wood',
      fullName: 'Wood 8x8',
      sizeText: '8 x 8 inches',
      priceText: '$14.00',
      precustomized: false,
      imageUrl: 'a.jpg',
    });
    expect(productHref({ id: 'a b' })).toBe('/products/a%20b');
  });

  it('falls back to the full name, the product price, the precustomized image or no image', () => {
    const card = productCardView({ ...kit, name: '8x8', precustomizedImageUrl: 'pre.png' });
    expect(card).toMatchObject({ name: '8x8', priceText: '$5.00', sizeText: '2.5 x 1 inches', precustomized: true, imageUrl: 'pre.png' });
    expect(productCardView(kit).imageUrl).toBeNull();
  });

  it('the product page of a photo product: the chosen frame colour, swatches, design wording', () => {
    const view = productDetailView(printable, 'white');
    expect(view).toMatchObject({
      name: 'Wood 8x8',
      selectedVariantName: 'White',
      entryPoint: 'printingTool',
      actionLabel: 'Design your tiles',
      images: ['a.jpg', 'b.jpg'],
    });
    expect(view.variants.map((v) => [v.name, v.selected, v.swatch, v.priceText])).toEqual([
      ['Black', false, '#000', '$14.00'],
      ['White', true, '#F5F5F5', '$14.00'],
      ['Gray', false, '#B8B8B8', '$14.00'],
    ]);
    expect(view.description).toBe('Your own photo, printed and framed as a square tile that sticks to any wall and moves without damage.');
  });

  it("a ready-made design shows the variant's price and image once, and frames the design", () => {
    const view = productDetailView(design, 'White');
    expect(view).toMatchObject({ priceText: '$32.00', images: ['a.jpg'], actionLabel: 'Frame this design', href: '/products/monogram' });
    expect(view.description).toBe('A ready-made design, printed and framed. Pick a frame colour and hang it in seconds.');
    expect(productDetailView({ ...design, imageUrls: ['x.jpg'] }).images).toEqual(['x.jpg', 'm-black.png']);
  });

  it('a ready-made item goes to the cart; without variants nothing is selected', () => {
    const view = productDetailView(kit);
    expect(view).toMatchObject({ entryPoint: 'cart', actionLabel: 'Add to cart', selectedVariantName: null, variants: [], images: [], priceText: '$5.00' });
    expect(view.description).toBe('Ready to ship: add it to your cart and check out with your tiles.');
    expect(productDetailView({ ...kit, variants: [{ id: 'k', name: 'Cedar', price: cents(600), sku: 'K' }] }).variants[0]?.swatch).toBeNull();
  });

  it('artist cards and group links', () => {
    const group: ArtistGroup = { id: 'g1', name: 'Jane Doe', sortOrder: 1, collectionName: 'Coast', imageUrl: 'j.jpg' };
    expect(artistCardView(group)).toEqual({ id: 'g1', name: 'Jane Doe', collectionName: 'Coast', href: '/artists/jane-doe', imageUrl: 'j.jpg' });
    expect(artistCardView({ id: 'g2', name: 'Solo', sortOrder: 2 })).toMatchObject({ collectionName: null, imageUrl: null });
    expect(groupHref('Best Sellers')).toBe('/shop-all/best-sellers');
  });
});
