import * as t from 'io-ts';
import {
  AccountCreateAnswerCodec,
  AccountCreateRequestCodec,
  LoginAnswerCodec,
  LoginRequestCodec,
  LoginVerifyAnswerCodec,
  LoginVerifyRequestCodec,
  RefreshAnswerCodec,
  RefreshRequestCodec,
  WelcomePromoEligibleAnswerCodec,
  WelcomePromoEligibleRequestCodec,
} from './account';
import { AlbumListCodec } from './album';
import { ArtistGroupListCodec } from './artist';
import { ClientEventCodec } from './client-event';
import { ConfigCodec } from './config';
import { CustomerAnswerCodec } from './customer';
import { FaqArticleListCodec } from './faq';
import { GeolocationAnswerCodec } from './geolocation';
import { ImageProxyQueryCodec } from './image-proxy';
import { LayoutListCodec } from './layout';
import { MapkitTokenAnswerCodec, MapkitTokenQueryCodec } from './mapkit';
import { FaceDetectionAnswerCodec, FaceDetectionRequestCodec, PrepareAnswerCodec, PrepareRequestCodec } from './photos';
import { ProductAnswerCodec, ProductListCodec } from './product';
import { ProjectDeleteRequestCodec, ProjectsGetAnswerCodec, ProjectsGetRequestCodec, ServerProjectCodec } from './project';
import { PromoAnswerCodec } from './promo';
import { InstagramTokenAnswerCodec, InstagramTokenRequestCodec, SocialSettingsCodec } from './social';
import { TenantCodec } from './tenant';

/** The names of a path's `:param` segments: `'v1/products/:tenantId/artist/:artistName'` → `'tenantId' | 'artistName'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One main-API call: method, path under the API base (with `:param` segments), and the codecs of its
 * query, body and answer. `null` means none: no query, no body, or an answer without a JSON body
 * (204, or an image for the proxy). Every request also carries the tenantId query, the version
 * header and the bearer token (SPEC §7); those belong to the transport, not to the table.
 */
export interface Endpoint<Path extends string = string, Q = unknown, B = unknown, A = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: Path;
  readonly query: t.Type<Q, Readonly<Record<string, string | undefined>>, unknown> | null;
  readonly body: t.Type<B, unknown, unknown> | null;
  readonly answer: t.Type<A, unknown, unknown> | null;
}

/** Any endpoint of the table (the transport's and the route checks' constraint). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, any>;

const endpoint = <Path extends string, Q = undefined, B = undefined, A = void>(e: Endpoint<Path, Q, B, A>): Endpoint<Path, Q, B, A> => e;

/** GET v1/products/get_product takes a product id or a URL slug. */
const ProductKeyQueryCodec = t.union([t.type({ productId: t.string }), t.type({ urlSlug: t.string })]);

/** Every main-API call, SPEC §7's and the app's own (client events, image proxy, social logins). */
export const endpoints = {
  getTenant: endpoint({ method: 'GET', path: 'v1/tenants/:tenantId/v2', query: null, body: null, answer: TenantCodec }),
  getConfig: endpoint({ method: 'GET', path: 'v1/products/config', query: null, body: null, answer: ConfigCodec }),
  getCustomer: endpoint({ method: 'GET', path: 'v1/shopify/customer_get', query: null, body: null, answer: CustomerAnswerCodec }),
  login: endpoint({ method: 'POST', path: 'v1/account/login', query: null, body: LoginRequestCodec, answer: LoginAnswerCodec }),
  loginVerify: endpoint({ method: 'POST', path: 'v1/account/login_verify', query: null, body: LoginVerifyRequestCodec, answer: LoginVerifyAnswerCodec }),
  createAccount: endpoint({ method: 'POST', path: 'v1/account/create', query: null, body: AccountCreateRequestCodec, answer: AccountCreateAnswerCodec }),
  welcomePromoEligible: endpoint({ method: 'POST', path: 'v1/account/welcome_promo_eligible', query: null, body: WelcomePromoEligibleRequestCodec, answer: WelcomePromoEligibleAnswerCodec }),
  refreshSession: endpoint({ method: 'POST', path: 'v1/account/refresh', query: null, body: RefreshRequestCodec, answer: RefreshAnswerCodec }),
  getPromo: endpoint({ method: 'GET', path: 'v1/promo/get', query: t.type({ promo: t.string }), body: null, answer: PromoAnswerCodec }),
  getProjects: endpoint({ method: 'POST', path: 'v1/projects/get', query: null, body: ProjectsGetRequestCodec, answer: ProjectsGetAnswerCodec }),
  saveProject: endpoint({ method: 'POST', path: 'v1/projects/save', query: null, body: ServerProjectCodec, answer: null }),
  deleteProject: endpoint({ method: 'POST', path: 'v1/projects/delete', query: null, body: ProjectDeleteRequestCodec, answer: null }),
  preparePhotos: endpoint({ method: 'POST', path: 'v1/photos/prepare', query: null, body: PrepareRequestCodec, answer: PrepareAnswerCodec }),
  detectFaces: endpoint({ method: 'POST', path: 'v1/photos/face_detection', query: null, body: FaceDetectionRequestCodec, answer: FaceDetectionAnswerCodec }),
  getArtistGroups: endpoint({ method: 'GET', path: 'v1/products/:tenantId/get_artist_groups', query: null, body: null, answer: ArtistGroupListCodec }),
  getCustomizableProducts: endpoint({ method: 'GET', path: 'v1/products/:tenantId/get_customizable_products', query: null, body: null, answer: ProductListCodec }),
  getProduct: endpoint({ method: 'GET', path: 'v1/products/get_product', query: ProductKeyQueryCodec, body: null, answer: ProductAnswerCodec }),
  getArtistProducts: endpoint({ method: 'GET', path: 'v1/products/:tenantId/artist/:artistName', query: null, body: null, answer: ProductListCodec }),
  getPromotedArticles: endpoint({ method: 'GET', path: 'v1/zendesk/promoted_articles', query: null, body: null, answer: FaqArticleListCodec }),
  getLayouts: endpoint({ method: 'GET', path: 'v1/shopify/layouts_get', query: null, body: null, answer: LayoutListCodec }),
  getPublicAlbums: endpoint({ method: 'GET', path: 'v1/albums/public', query: null, body: null, answer: AlbumListCodec }),
  getMapkitToken: endpoint({ method: 'GET', path: 'v1/mapkit/token', query: MapkitTokenQueryCodec, body: null, answer: MapkitTokenAnswerCodec }),
  // The app's own calls, beyond SPEC §7's table.
  reportClientEvent: endpoint({ method: 'POST', path: 'v1/client-events', query: null, body: ClientEventCodec, answer: null }),
  imageProxy: endpoint({ method: 'GET', path: 'v1/images/proxy', query: ImageProxyQueryCodec, body: null, answer: null }),
  getSocialSettings: endpoint({ method: 'GET', path: 'v1/social/settings', query: null, body: null, answer: SocialSettingsCodec }),
  exchangeInstagramCode: endpoint({ method: 'POST', path: 'v1/social/instagram/token', query: null, body: InstagramTokenRequestCodec, answer: InstagramTokenAnswerCodec }),
  // The geolocation notice's lookup (SPEC §4; the default of GEOLOCATION_URL, issue #14).
  getGeolocation: endpoint({ method: 'GET', path: 'v1/geolocation', query: null, body: null, answer: GeolocationAnswerCodec }),
} as const;

export type EndpointName = keyof typeof endpoints;

/** The API version prefix every path starts with; the server mounts its v1 router under `/api/v1`. */
export const API_VERSION_PREFIX = 'v1';

/** A path for a Hono router mounted at `/api/v1`: `'v1/tenants/:tenantId/v2'` → `'/tenants/:tenantId/v2'`. */
export const v1Route = <P extends string>(e: { readonly path: P }): RouteOf<P> => e.path.slice(API_VERSION_PREFIX.length) as RouteOf<P>;

/** The literal route of a literal path, so Hono types the route's params (`c.req.param('tenantId')`). */
export type RouteOf<P extends string> = P extends `${typeof API_VERSION_PREFIX}${infer Rest}` ? Rest : string;

/** A path with its `:param` segments filled in, each URI-encoded. */
export const fillPath = <P extends string>(path: P, params: Readonly<Record<PathParams<P>, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''));
