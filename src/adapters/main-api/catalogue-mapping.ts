import type { ArtistGroup, Product, ProductVariant } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import { cents } from '../../domain/money';
import type { PromoWire } from '../../domain/promo';
import { inches, ppi } from '../../domain/units';
import type { FaqArticle, PublicAlbum } from '../../application/ports/main-api';
import type { AlbumWire } from './codecs/album';
import type { ArtistGroupWire } from './codecs/artist';
import type { FaqArticleWire } from './codecs/faq';
import type { LayoutWire } from './codecs/layout';
import { decimalToCents } from './codecs/money';
import type { ProductVariantWire, ProductWire } from './codecs/product';
import type { PromoWireFormat } from './codecs/promo';

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

/** The domain's wire promo speaks dollars as numbers: convert the decimal strings exactly via cents. */
export const toPromoWire = (p: PromoWireFormat): PromoWire => ({
  ...p,
  value: decimalToCents(p.value) / 100,
  requiredPurchase: maybe(p.requiredPurchase, (d) => decimalToCents(d) / 100),
  minimumPurchase: maybe(p.minimumPurchase, (d) => decimalToCents(d) / 100),
});
