import * as t from 'io-ts';
import { ArtistGroupListCodec } from './artist';
import { ConfigCodec } from './config';
import { FaqArticleListCodec } from './faq';
import { ProductCodec, ProductListCodec } from './product';
import { SharedDesignAnswerCodec } from './share';
import { SocialSettingsCodec } from './social';
import { TenantCodec } from './tenant';
import { scriptJson } from '../domain/seo/script-json';

/**
 * The page's first data (issue 19): the server writes it into index.html as a non-executed
 * `<script type="application/json" id="tpx-boot">` for the request's tenant, so the first paint
 * needs no API round trip. Each part is decoded on its own; a part that fails is ignored and the
 * client fetches it as before.
 */
export const BOOT_ELEMENT_ID = 'tpx-boot';

export const BootParts = {
  tenant: TenantCodec,
  config: ConfigCodec,
  /** GET get_customizable_products' answer (home and shop-all). */
  products: ProductListCodec,
  artistGroups: ArtistGroupListCodec,
  /** GET promoted_articles' answer (the /faqs page, issue 27). */
  faqs: FaqArticleListCodec,
  /** A /products/{slug} page's product, with the slug it answers. */
  product: t.type({ urlSlug: t.string, product: ProductCodec }),
  /**
   * A /products/{slug} page whose product the catalogue does not have (issue 27): the page is Product
   * Not Found on both sides (the server answers 404) without asking the API again.
   */
  productNotFound: t.type({ urlSlug: t.string }),
  /** An /artists/{name} page's designs (GET artists/{name}/products' answer), with the name it answers. */
  artist: t.type({ artistName: t.string, products: t.array(ProductCodec) }),
  /**
   * /cart (issue 27): whether the server drew the empty cart (the request had no cart hint cookie,
   * src/contract/cart-hint.ts) or the placeholder; the browser's first render draws the same.
   */
  cart: t.type({ drawnEmpty: t.boolean }),
  /**
   * /cart on the reference storefront: the body of its page 'cart-promo-banner' (null: none), the phone
   * banner's HTML, so the cart does not load the storefront's GraphQL client to ask it (issue 27's JS
   * budget). Absent for a tenant whose own shop keeps its pages: the browser asks that shop.
   */
  cartBanner: t.type({ body: t.union([t.string, t.null]) }),
  /** A /d/{id} page's shared design (issue 35: GET v1/shares/{id}'s answer). */
  sharedDesign: SharedDesignAnswerCodec,
  /** A /d/{id} page whose link is unknown or revoked: Design Not Found on both sides, answered 404. */
  sharedDesignNotFound: t.type({ id: t.string }),
  /**
   * /photo-picker: which social logins the store offers (GET v1/social/settings' answer), so that the
   * picker draws its sources as they will stay (asking first drew a section that then went: CLS 0.12).
   */
  socialSettings: SocialSettingsCodec,
  /**
   * Where the store's photos live besides `/files/` (S3_BUCKET: the bucket's URL and S3_PUBLIC_URL, each
   * ending in '/'), so the pictures drawn after the tool ask the sized derivative of a photo stored
   * there too. On every page of a server with a bucket; absent on the disk store.
   */
  storage: t.type({ photoBases: t.array(t.string) }),
} as const;

export type BootWire = { tenantId: string } & { [K in keyof typeof BootParts]?: t.OutputOf<(typeof BootParts)[K]> };

/** The boot block's text: JSON safe inside its script element (no `</script>`, `<!--` or line separators survive as such). */
export const bootJson = (value: BootWire): string => scriptJson(value);
