import type { ArtistGroup, Product, ProductVariant } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import { cents } from '../../domain/money';
import { inches, ppi } from '../../domain/units';
import type { FaqArticle, PublicAlbum } from '../../application/ports/main-api';
import type { AlbumWire } from '../../contract/album';
import type { ArtistGroupWire } from '../../contract/artist';
import type { FaqArticleWire } from '../../contract/faq';
import type { LayoutWire } from '../../contract/layout';
import { decimalToCents } from '../../contract/money';
import type { ProductVariantWire, ProductWire } from '../../contract/product';

/** Decoded wire values → domain values: decimal prices to cents, sizes to branded inches and ppi. */

const maybe = <A, B>(value: A | undefined, f: (a: A) => B): B | undefined => (value === undefined ? undefined : f(value));

const toVariant = (v: ProductVariantWire): ProductVariant => ({ ...v, price: cents(decimalToCents(v.price)) });

export const toProduct = (p: ProductWire): Product => ({
  ...p,
  price: cents(decimalToCents(p.price)),
  variants: p.variants.map(toVariant),
  widthInches: maybe(p.widthInches, inches),
  heightInches: maybe(p.heightInches, inches),
  physicalWidthInches: maybe(p.physicalWidthInches, inches),
  physicalHeightInches: maybe(p.physicalHeightInches, inches),
  matInches: maybe(p.matInches, inches),
  minInputPpi: maybe(p.minInputPpi, ppi),
});

export const toArtistGroup = (g: ArtistGroupWire): ArtistGroup => ({ ...g });

export const toLayout = (l: LayoutWire): Layout => ({ ...l });

export const toAlbum = (a: AlbumWire): PublicAlbum => ({ ...a });

export const toFaqArticle = (a: FaqArticleWire): FaqArticle => ({ id: a.id, title: a.title, bodyHtml: a.body });
