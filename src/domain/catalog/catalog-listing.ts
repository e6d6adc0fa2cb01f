import { listedArtistGroups } from './artists';
import { groupSlug, type ArtistGroup, type Product, type ProductGroup, type ProductVariant } from './product';

/**
 * Listing rules of the shop-all, artist and product pages: which groups exist, which products a
 * group shows and in what order, where a product's buttons lead. Pure: the stores call these.
 */

/** The shop-all collections: every group the products belong to, once, in product order. */
export const shopAllGroups = (products: readonly Pick<Product, 'groups'>[]): readonly ProductGroup[] => {
  const seen = new Map<string, ProductGroup>();
  for (const product of products) for (const group of product.groups ?? []) if (!seen.has(group.id)) seen.set(group.id, group);
  return [...seen.values()];
};

/** The group whose slug (name lowercased, spaces to hyphens) is `slug`, ignoring the slug's case. */
export const findGroupBySlug = <G extends Pick<ProductGroup, 'name'>>(groups: readonly G[], slug: string): G | undefined =>
  groups.find((g) => groupSlug(g.name) === slug.toLowerCase());

/** A product's place in a group: its productSortOrder there, or last when it has none. */
const placeIn = (product: Pick<Product, 'groups'>, groupId: string): number =>
  product.groups?.find((g) => g.id === groupId)?.productSortOrder ?? Number.POSITIVE_INFINITY;

/** The products of a group, ordered by their productSortOrder in it (stable for ties). */
export const productsInGroup = <P extends Pick<Product, 'groups'>>(products: readonly P[], groupId: string): readonly P[] =>
  products
    .filter((p) => p.groups?.some((g) => g.id === groupId))
    .toSorted((a, b) => {
      const pa = placeIn(a, groupId);
      const pb = placeIn(b, groupId);
      return pa === pb ? 0 : pa < pb ? -1 : 1;
    });

/** A listed artist (sortOrder >= 0) by its slug; hidden artists are not found. */
export const findListedArtist = (groups: readonly ArtistGroup[], slug: string): ArtistGroup | undefined => findGroupBySlug(listedArtistGroups(groups), slug);

/** Whether the header shows the artists dropdown: only when there is a listed artist. */
export const hasListedArtists = (groups: readonly ArtistGroup[]): boolean => listedArtistGroups(groups).length > 0;

/** Where a product page's main button leads: printable products open the printing tool, others go to the cart. */
export type ProductEntryPoint = 'printingTool' | 'cart';

/** Printable products have an output size or an SVG template; wall pads, gifts and memberships do not. */
export const productEntryPoint = (product: Pick<Product, 'outputImageWidth' | 'svgTemplateUrl'>): ProductEntryPoint =>
  product.outputImageWidth !== undefined || product.svgTemplateUrl !== undefined ? 'printingTool' : 'cart';

/** The variant a product page starts on, or the one named (ignoring case) when it exists. */
export const variantOrDefault = (product: Pick<Product, 'variants'>, name?: string): ProductVariant | undefined =>
  (name === undefined ? undefined : product.variants.find((v) => v.name.toLowerCase() === name.toLowerCase())) ?? product.variants[0];

/** The price shown for a product: the chosen variant's, else the product's. */
export const shownPrice = (product: Pick<Product, 'price'>, variant?: Pick<ProductVariant, 'price'>) => variant?.price ?? product.price;

/** Whether the product page may use the product's SVG template (it has one and it did not fail). */
export const usesSvgTemplate = (product: Pick<Product, 'svgTemplateUrl' | 'ignoreSvg'>): boolean =>
  product.svgTemplateUrl !== undefined && product.ignoreSvg !== true;

/** SPEC §8: an SVG template failure marks the product ignoreSvg; everything else is kept. */
export const markSvgIgnored = <P extends object>(product: P): P & { readonly ignoreSvg: true } => ({ ...product, ignoreSvg: true });
