import type { EndpointName } from '../../../src/contract/endpoints';
import { serverProject } from '../projects-harness';
import type { CallerName, CallInput } from './gate-app';

/**
 * Who may call each endpoint of the contract (SPEC §6):
 * - `anyone`: every caller gets the same answer (a token changes nothing, a foreign one included);
 * - `customer`: a signed-in customer of this store (admins are customers too); nobody else;
 * - `admin`: the admin role only; a customer is refused with 403, no token (or another store's) with 401;
 * - `owner`: anyone may call, but only for what they own (the gates call each with its own sample;
 *   who owns what is walked in detail by the feature's own tests);
 * - `pending`: no route yet (its issue is open): 404 for everybody until it is built and given a rule.
 * A new endpoint without a row here is a type error, so it joins the table before it ships.
 */
export type Access =
  | { readonly who: 'anyone' | 'customer' | 'admin' | 'owner'; readonly sample: (caller: CallerName) => CallInput; readonly ok: readonly number[] }
  | { readonly who: 'pending'; readonly issue: string };

const same = (input: CallInput) => () => input;
const email = (caller: CallerName, what: string) => `gate-${what}-${caller.toLowerCase()}@example.com`;

/** A product draft that passes the domain's rules (prices as decimals, optional fields null). */
const gateProduct = (id: string) => ({
  id,
  name: 'Gate Tile',
  urlSlug: `${id.toLowerCase()}-gate`,
  price: '14.00',
  sku: null,
  listed: true,
  sortOrder: 0,
  imageUrls: [],
  variants: [{ id: `${id}-black`, name: 'Black', price: '14.00', sku: `GATE-${id.toUpperCase()}`, precustomizedImageUrl: null }],
  mats: null,
  filters: null,
  defaultOrientation: null,
  orientationEligible: null,
  shortNameSingular: null,
  shortNamePlural: null,
  widthInches: null,
  heightInches: null,
  physicalWidthInches: null,
  physicalHeightInches: null,
  minInputPpi: null,
  minInputImageWidth: null,
  minInputImageHeight: null,
  outputImageWidth: null,
  outputImageHeight: null,
  matInches: null,
  precustomizedImageUrl: null,
  svgTemplateUrl: null,
  svgClipPath: null,
  ignoreSvg: null,
});

/** Tenant settings that pass the domain's rules (the seeded default tenant's, in short). */
const GATE_TENANT = {
  name: 'TilePix',
  brand: 'TilePix',
  shopAllLabel: 'SHOP ALL',
  accentColor: '#E4572E',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  loginModalEnabled: false,
  productInstructions: 'steps',
  maxMainProductTiles: null,
  allowedFrameColors: null,
  forcedProductId: null,
  allowedParentOrigins: ['https://www.tilepix.com'],
  googleTagManagerContainerId: null,
  analyticsPrefix: 'tpx',
  footer: { text: 'Gate', social: [], quickLinks: [{ label: 'FAQ', href: '/faqs' }] },
};

/** Order numbers of the right shape that no order has, one per caller (each number has its own lookup throttle). */
const GATE_ORDER_NUMBERS: Record<CallerName, string> = {
  anonymous: '222222222',
  customerA: '333333333',
  customerB: '444444444',
  admin: '555555555',
  otherTenant: '666666666',
};
/** A store that passes checkStore, with a seeded store's id (chicago-60290 of wg): the admin's create is a 409. */
const GATE_STORE = {
  id: 'chicago-60290',
  name: 'Gate Store',
  address: { line1: '1 Gate St', city: 'Chicago', state: 'IL', zip: '60601' },
  location: { lat: 41.88, lng: -87.63 },
  timeZone: 'America/Chicago',
  week: Array.from({ length: 7 }, () => ({ opens: 540, closes: 1200 })),
  leadMinutes: 60,
  cutoffMinutes: null,
  active: true,
};
const GATE_STORE_CSV =
  'id,name,line1,city,state,zip,lat,lng,timeZone,sunday,monday,tuesday,wednesday,thursday,friday,saturday,leadMinutes\n' +
  'gate-store,Gate Store,1 Gate St,Chicago,IL,60601,41.88,-87.63,America/Chicago,closed,09:00-20:00,09:00-20:00,09:00-20:00,09:00-20:00,09:00-20:00,24h,60\n';

const GATE_CSV =
  'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku\ngate-import,Gate Import,gate-import,1.00,gate-import-b,Black,1.00,GATE-IMPORT-B\n';

export const ACCESS: Record<EndpointName, Access> = {
  getTenant: { who: 'anyone', sample: same({}), ok: [200] },
  getConfig: { who: 'anyone', sample: same({}), ok: [200] },
  getPromo: { who: 'anyone', sample: same({ query: { promo: 'TAKE20' } }), ok: [200] },
  getArtistGroups: { who: 'anyone', sample: same({}), ok: [200] },
  getCustomizableProducts: { who: 'anyone', sample: same({}), ok: [200] },
  getProduct: { who: 'anyone', sample: same({ query: { urlSlug: 'tilepix' } }), ok: [200] },
  getArtistProducts: { who: 'anyone', sample: same({ params: { artistName: 'no-such-artist' } }), ok: [404] },
  getPromotedArticles: { who: 'anyone', sample: same({}), ok: [200] },
  getLayouts: { who: 'anyone', sample: same({}), ok: [200] },
  getPublicAlbums: { who: 'anyone', sample: same({}), ok: [200] },
  reportClientEvent: { who: 'anyone', sample: same({ body: { kind: 'event', name: 'gate' } }), ok: [204] },
  getCustomer: { who: 'customer', sample: same({}), ok: [200] },
  // Issue 29: a shopper's orders. A number nobody has is the same 404 as someone else's (no enumeration).
  lookupOrder: { who: 'anyone', sample: (c) => ({ body: { number: GATE_ORDER_NUMBERS[c], email: email(c, 'order') } }), ok: [404] },
  getOrder: { who: 'customer', sample: (c) => ({ params: { number: GATE_ORDER_NUMBERS[c] } }), ok: [404] },
  listAccountOrders: { who: 'customer', sample: same({}), ok: [200] },
  reorder: { who: 'owner', sample: (c) => ({ body: { number: GATE_ORDER_NUMBERS[c], email: email(c, 'reorder') } }), ok: [404] },
  // An unknown email answers 404 (SPEC §8 says so: 'Hmm.. we can’t find the account…').
  login: { who: 'anyone', sample: (c) => ({ body: { email: email(c, 'login'), loginMethod: 'code' } }), ok: [404] },
  loginVerify: { who: 'anyone', sample: (c) => ({ body: { email: email(c, 'verify'), code: '123456', source: 'gate' } }), ok: [400] },
  createAccount: {
    who: 'anyone',
    sample: (c) => ({
      body: { loginMethod: 'code', firstName: 'Gate', lastName: 'Keeper', email: email(c, 'create'), acceptsMarketing: true, source: 'gate' },
    }),
    ok: [200],
  },
  welcomePromoEligible: { who: 'anyone', sample: (c) => ({ body: { email: email(c, 'welcome'), isOptIn: true } }), ok: [200] },
  refreshSession: { who: 'anyone', sample: same({ body: { userId: 'nobody', refreshToken: 'x'.repeat(43) } }), ok: [401] },
  // Logout (issue 26): the same 204 for every caller and every token, and an unknown token revokes nothing.
  revokeSession: { who: 'anyone', sample: same({ body: { userId: 'nobody', refreshToken: 'x'.repeat(43) } }), ok: [204] },
  getProjects: { who: 'owner', sample: (c) => ({ body: { abandoned: true, cartToken: `gate-cart-${c}` } }), ok: [200] },
  saveProject: { who: 'owner', sample: (c) => ({ body: { ...serverProject(`gate-save-${c}`, `gate-cart-${c}`), baseVersion: null } }), ok: [200] },
  // A recovery email's link (issue 26): signed-in customers only; one not signed by the server is a 400 and writes nothing.
  recoverProjects: { who: 'customer', sample: same({ body: { link: 'eyJ0IjoidGlsZXBpeCJ9.gate' } }), ok: [400] },
  deleteProject: { who: 'owner', sample: (c) => ({ body: { projectId: `gate-project-${c}`, cartToken: `gate-cart-${c}` } }), ok: [200, 204, 404] },
  // Issue 35: shared designs. Reading a link is anyone's (an id no share has: 404 for everybody); making,
  // listing and turning off links are the owner's (a project that is not theirs, or not saved: 404).
  getSharedDesign: { who: 'anyone', sample: same({ params: { id: 'GateGateGateGateGate00' } }), ok: [404] },
  getSharedDesignImage: { who: 'anyone', sample: same({ params: { id: 'GateGateGateGateGate00' } }), ok: [404] },
  createShare: { who: 'owner', sample: (c) => ({ body: { projectId: `gate-share-${c}`, cartToken: `gate-cart-${c}` } }), ok: [404] },
  listShares: { who: 'owner', sample: (c) => ({ body: { cartToken: `gate-cart-${c}` } }), ok: [200] },
  revokeShare: { who: 'owner', sample: (c) => ({ body: { id: 'GateGateGateGateGate00', cartToken: `gate-cart-${c}` } }), ok: [404] },
  // Continue on my phone: made by the project's owner; redeemed by whoever holds the link, into their own cart
  // (signed in: their account, so another store's token is 401 as for the projects); a forged link: 400, nothing written.
  createContinueLink: { who: 'owner', sample: (c) => ({ body: { projectId: `gate-continue-${c}`, cartToken: `gate-cart-${c}`, mode: 'copy' } }), ok: [404] },
  redeemContinueLink: { who: 'owner', sample: same({ body: { link: 'eyJ0IjoidGlsZXBpeCJ9.gate', cartToken: 'gate-phone-cart' } }), ok: [400] },
  preparePhotos: { who: 'anyone', sample: same({ body: { quantity: 1 } }), ok: [200] },
  detectFaces: { who: 'anyone', sample: same({ body: { key: 'uploads/none.jpg' } }), ok: [400, 404] },
  // Issue 28 item 4: a stored photo at a display size; a photo the store does not hold is the same 404 for everybody.
  sizedPicture: { who: 'anyone', sample: same({ query: { src: '/files/uploads/tilepix/gate-none.jpg', edge: '800' } }), ok: [404] },
  imageProxy: { who: 'anyone', sample: same({ query: { url: 'https://images.example.com/a.jpg' } }), ok: [400, 502] },
  getSocialSettings: { who: 'anyone', sample: same({}), ok: [200] },
  exchangeInstagramCode: { who: 'anyone', sample: same({ body: { code: 'abc', redirectUri: 'http://localhost/oauth/callback' } }), ok: [404] },
  // Issue 30: the gates' server has no MAPKIT_* settings, so the token is a 404 for everyone.
  getMapkitToken: { who: 'anyone', sample: same({ query: { hostname: 'localhost' } }), ok: [404] },
  // The default tenant has no pick-up stores: an empty list, the same for everyone.
  findStores: { who: 'anyone', sample: same({ query: { q: '60601' } }), ok: [200] },
  getGeolocation: { who: 'anyone', sample: same({}), ok: [200] },
  // The private-site gate (#18): the default tenant is public, so any password is 'Incorrect password' (403) for everyone.
  authorizeSite: { who: 'anyone', sample: same({ body: { password: 'gate-guess' } }), ok: [403] },
  // A shop's webhook: no bearer token counts; only the shop's signature does (tests/server/shop-webhooks.test.ts).
  shopOrdersCreateWebhook: {
    who: 'anyone',
    sample: same({
      body: { id: 1, email: null, currency: 'USD', total_line_items_price: '14.00', total_discounts: '0.00', line_items: [] },
      headers: {
        'X-Shopify-Topic': 'orders/create',
        'X-Shopify-Shop-Domain': 'gate.myshopify.com',
        'X-Shopify-Webhook-Id': 'gate',
        'X-Shopify-Hmac-Sha256': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      },
    }),
    ok: [401],
  },
  // The admin (#17): an order that does not exist answers 404 to the admin, and nothing to anyone else.
  adminListTenants: { who: 'admin', sample: same({}), ok: [200] },
  adminListOrders: { who: 'admin', sample: same({ query: { status: 'paid' } }), ok: [200] },
  adminExportOrders: { who: 'admin', sample: same({}), ok: [200] },
  adminGetOrder: { who: 'admin', sample: same({ params: { orderId: '999999' } }), ok: [404] },
  adminMoveOrder: { who: 'admin', sample: same({ params: { orderId: '999999' }, body: { from: 'paid', to: 'in_production' } }), ok: [404] },
  adminAddOrderNote: { who: 'admin', sample: same({ params: { orderId: '999999' }, body: { text: 'gate' } }), ok: [404] },
  adminShipOrder: {
    who: 'admin',
    sample: same({ params: { orderId: '999999' }, body: { from: 'in_production', carrier: 'ups', trackingNumber: '1Z999AA10123456784' } }),
    ok: [404],
  },
  adminResendOrderEmail: { who: 'admin', sample: same({ params: { orderId: '999999' }, body: { kind: 'confirmation' } }), ok: [404] },
  adminPrintFile: { who: 'admin', sample: same({ params: { orderId: '999999', line: '1', tile: '1' } }), ok: [404] },
  adminPrintArchive: { who: 'admin', sample: same({ params: { orderId: '999999' } }), ok: [404] },
  adminAuditLog: { who: 'admin', sample: same({ query: { recordType: 'order', recordId: '999999' } }), ok: [200] },
  // Catalogue writes carry a version: the samples' version 999 is stale, so even the admin writes nothing.
  adminListGroups: { who: 'admin', sample: same({ params: { tenant: 'tilepix' } }), ok: [200] },
  adminSaveGroup: {
    who: 'admin',
    sample: same({
      params: { tenant: 'tilepix', groupId: 'mara-quinn' },
      body: { version: 999, name: 'Mara Quinn', collectionName: 'Colour Fields', imageUrl: '', sortOrder: 1 },
    }),
    ok: [409],
  },
  adminListProducts: { who: 'admin', sample: same({ params: { tenant: 'tilepix' }, query: { q: 'tile', status: 'all' } }), ok: [200] },
  adminGetProduct: { who: 'admin', sample: same({ params: { tenant: 'tilepix', productId: 'tilepix' } }), ok: [200] },
  // An existing id: the admin's create is a 409 and writes nothing.
  adminCreateProduct: { who: 'admin', sample: same({ params: { tenant: 'tilepix' }, body: { product: gateProduct('tilepix') } }), ok: [409] },
  adminSaveProduct: {
    who: 'admin',
    sample: same({ params: { tenant: 'tilepix', productId: 'gate-product' }, body: { version: 999, product: gateProduct('gate-product') } }),
    ok: [404],
  },
  adminRetireProduct: {
    who: 'admin',
    sample: same({ params: { tenant: 'tilepix', productId: 'gate-product' }, body: { version: 999, retired: true } }),
    ok: [404],
  },
  adminImportTemplate: { who: 'admin', sample: same({}), ok: [200] },
  adminImportDryRun: { who: 'admin', sample: same({ params: { tenant: 'tilepix' }, body: { csv: GATE_CSV } }), ok: [200] },
  // A basis that is not the dry run's: the apply is a 409 and writes nothing.
  adminImportApply: { who: 'admin', sample: same({ params: { tenant: 'tilepix' }, body: { csv: GATE_CSV, basis: { 'gate-import': 7 } } }), ok: [409] },
  adminMoveGroup: {
    who: 'admin',
    sample: same({ params: { tenant: 'tilepix', groupId: 'mara-quinn' }, body: { version: 999, direction: 'down' } }),
    ok: [409],
  },
  // Confetti: a seeded album at a stale version (999), or its existing name: even the admin writes nothing.
  adminListAlbums: { who: 'admin', sample: same({}), ok: [200] },
  adminCreateAlbum: { who: 'admin', sample: same({ body: { name: 'Summer Trip', public: true } }), ok: [409] },
  adminSaveAlbum: { who: 'admin', sample: same({ params: { albumId: 'summer-trip' }, body: { version: 999, name: 'Gate Album', public: false } }), ok: [409] },
  adminDeleteAlbum: { who: 'admin', sample: same({ params: { albumId: 'summer-trip' }, body: { version: 999 } }), ok: [409] },
  adminUploadAlbumImage: { who: 'admin', sample: same({ params: { albumId: 'summer-trip' }, query: { version: '999', name: 'gate.jpg' } }), ok: [409] },
  adminRemoveAlbumImage: {
    who: 'admin',
    sample: same({ params: { albumId: 'summer-trip' }, body: { version: 999, key: 'shared/summer-trip/none.jpg' } }),
    ok: [409],
  },
  adminPlaceAlbumImage: {
    who: 'admin',
    sample: same({ params: { albumId: 'summer-trip' }, body: { version: 999, key: 'shared/summer-trip/none.jpg', position: 1 } }),
    ok: [409],
  },
  // Customers: the admin's own store's only (an unknown id is 404).
  adminFindCustomers: { who: 'admin', sample: same({ query: { q: 'gate' } }), ok: [200] },
  adminCustomerProjects: { who: 'admin', sample: same({ params: { customerId: 'no-such-customer' } }), ok: [404] },
  adminGetTenant: { who: 'admin', sample: same({ params: { tenant: 'tilepix' } }), ok: [200] },
  // A stale version: even the admin's save is a 409 and writes nothing.
  adminSaveTenant: { who: 'admin', sample: same({ params: { tenant: 'tilepix' }, body: { version: 999, settings: GATE_TENANT } }), ok: [409] },
  adminListAssets: { who: 'admin', sample: same({ query: { page: '1' } }), ok: [200] },
  // The gates send JSON, which is not an image: the admin's upload is a 422 and stores nothing.
  adminUploadAsset: { who: 'admin', sample: same({ query: { name: 'gate.png' } }), ok: [422] },
  // Pick-up stores (issue 30): an id in use, a stale version or a basis that is not the dry run's: even the admin writes nothing.
  adminListStores: { who: 'admin', sample: same({ params: { tenant: 'wg' } }), ok: [200] },
  adminCreateStore: { who: 'admin', sample: same({ params: { tenant: 'wg' }, body: { store: GATE_STORE } }), ok: [409] },
  adminSaveStore: { who: 'admin', sample: same({ params: { tenant: 'wg', storeId: 'chicago-60290' }, body: { version: 999, store: GATE_STORE } }), ok: [409] },
  adminRetireStore: { who: 'admin', sample: same({ params: { tenant: 'wg', storeId: 'chicago-60290' }, body: { version: 999, active: false } }), ok: [409] },
  adminStoreImportTemplate: { who: 'admin', sample: same({}), ok: [200] },
  adminStoreImportDryRun: { who: 'admin', sample: same({ params: { tenant: 'wg' }, body: { csv: GATE_STORE_CSV } }), ok: [200] },
  adminStoreImportApply: { who: 'admin', sample: same({ params: { tenant: 'wg' }, body: { csv: GATE_STORE_CSV, basis: { 'gate-store': 7 } } }), ok: [409] },
  // An order that is not there: the marks are a 404 and write nothing.
  adminMarkPickupReady: { who: 'admin', sample: same({ params: { orderId: '999999' }, body: {} }), ok: [404] },
  adminMarkPickedUp: { who: 'admin', sample: same({ params: { orderId: '999999' }, body: {} }), ok: [404] },
};
