import { isPrecustomized, shownName, sizeText, type Product } from './product';
import { productEntryPoint, shownPrice, variantOrDefault } from './catalog-listing';
import { formatMoney } from '../money';
import { frameColorHex } from '../project/options';
import { groupSlug } from '../routing';
import { fileExtension, mediaKind, videosAmong, type PlayableVideo } from '../imaging';

/**
 * What catalogue views show, computed from domain rules so that views only render: the shown name
 * (leading letters and spaces), 'W x H inches', the price text, the precustomized marker, links.
 */

export interface ProductCardView {
  readonly id: string;
  readonly href: string;
  readonly name: string;
  readonly fullName: string;
  readonly sizeText: string;
  readonly priceText: string;
  readonly precustomized: boolean;
  readonly imageUrl: string | null;
}

export const productHref = (product: Pick<Product, 'id' | 'urlSlug'>): string => `/products/${encodeURIComponent(product.urlSlug ?? product.id)}`;

export const productCardView = (product: Product): ProductCardView => ({
  id: product.id,
  href: productHref(product),
  name: shownName(product.name) || product.name,
  fullName: product.name,
  sizeText: sizeText(product),
  priceText: formatMoney(shownPrice(product, product.variants[0])),
  precustomized: isPrecustomized(product),
  imageUrl: product.imageUrls?.[0] ?? product.precustomizedImageUrl ?? null,
});

export interface VariantView {
  readonly id: string;
  readonly name: string;
  readonly selected: boolean;
  /** The frame colour's swatch, for variants that are frame colours. */
  readonly swatch: string | null;
  readonly priceText: string;
}

export interface ProductDetailView extends ProductCardView {
  /** The pictures (a product's media list may also hold videos and their captions, SPEC §5). */
  readonly images: readonly string[];
  /** The product's videos (mp4/ogg), each with its captions when the list has a .vtt of the same name. */
  readonly videos: readonly PlayableVideo[];
  readonly variants: readonly VariantView[];
  readonly selectedVariantName: string | null;
  readonly entryPoint: 'printingTool' | 'cart';
  readonly actionLabel: string;
  readonly description: string;
  /** Which of `images` the page shows first: the chosen variant's picture (issue 32), else the first. */
  readonly shownImageIndex: number;
  /** What shoppers look for (issue 32), each from product data; a product without one leaves it out. */
  readonly details: readonly ProductDetail[];
}

/** One line of the product page's details list. */
export interface ProductDetail {
  readonly label: 'Size on the wall' | 'Materials' | 'How it hangs' | 'Shipping' | 'Pick-up';
  readonly text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The product page's details: size on the wall (with its depth), materials, how it hangs, shipping and pick-up times. */
export const productDetails = (product: Product): ProductDetail[] => {
  const details: ProductDetail[] = [];
  const depth = product.depthInches === undefined ? '' : `, ${Number(product.depthInches.toFixed(2))} ${product.depthInches === 1 ? 'inch' : 'inches'} deep`;
  details.push({ label: 'Size on the wall', text: `${sizeText(product)}${depth}` });
  if (product.materials) details.push({ label: 'Materials', text: product.materials });
  if (product.hangingMethod) details.push({ label: 'How it hangs', text: product.hangingMethod });
  const { shipDaysMin: min, shipDaysMax: max } = product;
  if (min !== undefined && max !== undefined) {
    details.push({
      label: 'Shipping',
      text: min === max ? `Ships in ${plural(min, 'business day', 'business days')}` : `Ships in ${min}–${max} business days`,
    });
  }
  if (product.pickupHours !== undefined) {
    details.push({ label: 'Pick-up', text: `Ready for pick-up in a store near you in about ${plural(product.pickupHours, 'hour', 'hours')}` });
  }
  return details;
};

/** The variant an address names (`?variant=White`, any case): the product page shows it chosen, server-rendered too. */
export const variantNameFromSearch = (search: string): string | undefined => new URLSearchParams(search.replace(/^\?/, '')).get('variant')?.trim() || undefined;

/** The address's query with the chosen variant in it, the rest kept (`tenant=wg&variant=White`). */
export const searchWithVariant = (search: string, variantName: string): string => {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.set('variant', variantName);
  return params.toString();
};

/** The picture the product page shows: the one at `index` (a thumbnail picked), else the chosen colour's; the last one past the end. */
export const shownProductImage = (view: Pick<ProductDetailView, 'images' | 'shownImageIndex'>, index = view.shownImageIndex): string | undefined =>
  view.images[Math.min(index, view.images.length - 1)];

/** The product page: the chosen variant (frame colour) drives the price. */
export const productDetailView = (product: Product, variantName?: string): ProductDetailView => {
  const variant = variantOrDefault(product, variantName);
  const entryPoint = productEntryPoint(product);
  const card = productCardView(product);
  // The chosen variant's picture is among the product's (or joins them), so the thumbnails stay put when the colour changes.
  const images = [
    ...new Set([
      ...(product.imageUrls ?? []),
      ...(variant?.imageUrl ? [variant.imageUrl] : []),
      ...(variant?.precustomizedImageUrl ? [variant.precustomizedImageUrl] : []),
    ]),
  ].filter((url) => mediaKind(url) !== 'video' && fileExtension(url) !== 'vtt');
  return {
    ...card,
    name: product.name,
    priceText: formatMoney(shownPrice(product, variant)),
    images,
    shownImageIndex: Math.max(0, variant?.imageUrl ? images.indexOf(variant.imageUrl) : 0),
    details: productDetails(product),
    videos: videosAmong(product.imageUrls ?? [], `${product.name}: video`),
    variants: product.variants.map((v) => ({
      id: v.id,
      name: v.name,
      selected: v.id === variant?.id,
      swatch: frameColorHex(v.name) ?? null,
      priceText: formatMoney(v.price),
    })),
    selectedVariantName: variant?.name ?? null,
    entryPoint,
    actionLabel: entryPoint === 'cart' ? 'Add to cart' : card.precustomized ? 'Frame this design' : 'Design your tiles',
    description:
      entryPoint === 'cart'
        ? 'Ready to ship: add it to your cart and check out with your tiles.'
        : card.precustomized
          ? 'A ready-made design, printed and framed. Pick a frame colour and hang it in seconds.'
          : 'Your own photo, printed and framed as a square tile that sticks to any wall and moves without damage.',
  };
};

export const groupHref = (groupName: string): string => `/shop-all/${encodeURIComponent(groupSlug(groupName))}`;
