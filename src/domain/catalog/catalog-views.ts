import { isPrecustomized, shownName, sizeText, type ArtistGroup, type Product } from './product';
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

export const productHref = (product: Pick<Product, 'id' | 'urlSlug'>): string =>
  `/products/${encodeURIComponent(product.urlSlug ?? product.id)}`;

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
}

/** The product page: the chosen variant (frame colour) drives the price. */
export const productDetailView = (product: Product, variantName?: string): ProductDetailView => {
  const variant = variantOrDefault(product, variantName);
  const entryPoint = productEntryPoint(product);
  const card = productCardView(product);
  const images = [...(product.imageUrls ?? []), ...(variant?.precustomizedImageUrl ? [variant.precustomizedImageUrl] : [])];
  return {
    ...card,
    name: product.name,
    priceText: formatMoney(shownPrice(product, variant)),
    images: [...new Set(images)].filter((url) => mediaKind(url) !== 'video' && fileExtension(url) !== 'vtt'),
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

export const groupHref = (groupName: string): string => `/shop-all/${encodeURIComponent(groupSlug(groupName))}`;
