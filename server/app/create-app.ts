import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { ServerConfig } from '../config';
import { TenantRepository } from '../tenants/tenant-repository';
import { CatalogueRepository } from '../catalogue/catalogue-repository';
import { fileRoutes } from '../files/file-store';
import { bucketFileRoutes } from '../files/bucket-file-routes';
import type { S3FileStore } from '../files/s3-file-store';
import { requestIdOf, requestIds, type AccessLogEntry } from '../http/request-id';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { clientEventRoutes } from '../client-events/client-event-routes';
import { tenantRoutes } from '../tenants/tenant-routes';
import { imageProxyRoutes } from '../images/image-proxy-routes';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { socialRoutes } from '../social/social-routes';
import { mountOAuthCallback } from '../social/oauth-callback';
import { NO_SOCIAL, socialConnectSources, type SocialSettings } from '../social/social-settings';
import type { RemoteImageLimits } from '../images/remote-image';
import { UploadRepository } from '../uploads/upload-repository';
import { uploadRoutes, type UploadLimits } from '../uploads/upload-routes';
import { compressJson } from '../http/compression';
import { securityHeaders, type PagePolicy } from '../http/security-headers';
import { requestLineGuard } from '../http/request-line';
import { mountEmbedDemo } from '../embed/embed-demo-routes';
import { mountEmbedScript } from '../embed/embed-script-routes';
import { requestTenantId } from '../pages/boot-data';
import { checkGtmContainerId } from '../../src/domain/analytics/gtm-container-id';
import { mountClient } from '../pages/static-files';
import type { RenderPage } from '../../src/contract/page-render';
import { CartRepository } from '../storefront/cart-repository';
import { storefrontRoutes, type StorefrontDeps } from '../storefront/storefront-routes';
import { vaultRoutes } from '../vault/vault-routes';
import { accountModule, type AccountOptions } from '../auth/account-module';
import { adminRoutes } from '../admin/admin-routes';
import type { PrintCacheBounds } from '../admin/print-cache-pruner';
import { ALBUM_UPLOAD_BODY_LIMIT, ALBUM_UPLOAD_PATH } from '../admin/confetti-routes';
import { DiskFileStore } from '../files/disk-file-store';
import { SizedPictures } from '../images/sized-pictures';
import { sizedPictureRoutes } from '../images/sized-picture-routes';
import { projectsModule, type ProjectOptions } from '../projects/projects-module';
import { sharingModule, type SharingOptions } from '../sharing/sharing-module';
import { sharedDesignBoot } from '../sharing/shared-design-boot';
import { PROJECT_BODY_LIMIT } from '../projects/project-routes';
import { bodyLimit, DEFAULT_BODY_LIMIT, LIMIT_SET_BY_ROUTE } from '../http/body-limit';
import { ASSET_UPLOAD_PATH } from '../admin/tenant-asset-routes';
import { IMPORT_BODY_LIMIT, IMPORT_PATH } from '../admin/import-limits';
import { SiteGate } from '../site-gate/site-gate';
import type { FaceDetector } from '../faces/face-detector';
import { FaceApiDetector } from '../faces/face-api-detector';
import { faceDetectionRoutes } from '../uploads/face-detection-route';
import type { DetectionQueue } from '../faces/detection-queue';
import { readFile } from 'node:fs/promises';
import { siteGateGuard, siteGateRoutes } from '../site-gate/site-gate-routes';
import { clientAddresses } from '../storefront/client-address';
import { mountSeoFiles } from '../seo/seo-routes';
import { pickupRoutes, type PickupOptions } from '../pickup/pickup-routes';
import { orderRoutes, type OrderRouteDeps } from '../orders/order-routes';
import { StoredSourceImages } from '../admin/source-images';
import { StoreRepository } from '../pickup/store-repository';
import { devJobRoutes, type DevJob } from './dev-job-routes';
import { referenceCheckoutRoutes } from '../shop/reference-checkout';
import { SHOP_WEBHOOK_BODY_LIMIT, SHOP_WEBHOOK_PATH, shopWebhookRoutes } from '../shop/shop-webhook-routes';

export interface AppDeps {
  db: Db;
  /** The page render (issue 27); by default the build's, beside the client (http/page-renderer.ts). */
  renderPage?: RenderPage;
  /** `publicUrl` defaults to http://localhost (what app.request uses in tests). */
  config: Pick<ServerConfig, 'clientDir' | 'hostedPageUrl'> &
    Partial<Pick<ServerConfig, 'uploadSigningSecret' | 'publicUrl' | 'production' | 'localParentOrigins' | 'trustedProxies'>>;
  /** Stored files served at /files/* (DATA_DIR/files); none when absent. */
  filesDir?: string;
  /** Files in S3 (S3_BUCKET) instead of `filesDir`: uploads go straight to the bucket, /files answers HEAD and redirects GET. */
  bucket?: S3FileStore;
  /**
   * @deprecated Ignored: each page's frame-ancestors come from its own tenant, read with the page
   * (issue 26). Kept optional so that callers written before need no change; drop it when none is left.
   */
  frameAncestors?: readonly string[];
  log?: (line: string) => void;
  /** One entry per request (method, path, status, time, request id): the JSON access log; none when absent. */
  accessLog?: (entry: AccessLogEntry) => void;
  /** Storefront settings (throttle, clock); defaults when absent. */
  storefront?: Omit<StorefrontDeps, 'db' | 'log'> & { vaultThrottle?: ThrottleLimits };
  /** The image proxy's limits (SSRF allowance, timeout, size cap); the defaults when absent. */
  imageProxy?: RemoteImageLimits;
  /** promo/get's per-client throttle (tests set a tight one). */
  promoThrottle?: ThrottleLimits;
  /** The image proxy's per-client throttle (tests set a tight one). */
  imageProxyThrottle?: ThrottleLimits;
  /** Derivatives made per client (tests set a small bucket). */
  sizedPictureThrottle?: ThrottleLimits;
  /** The store's Facebook and Instagram apps; none when absent. */
  social?: SocialSettings;
  /** How the server calls out (the Instagram code exchange); global fetch when absent. */
  fetchImpl?: typeof fetch;
  /** Upload throttle and quota per client (DEFAULT_UPLOAD_LIMITS when absent; tests set tight ones). */
  uploadLimits?: UploadLimits;
  /** The client-events per-client throttle (tests set a tight or a loose one). */
  clientEventThrottle?: ThrottleLimits;
  /** Accounts, mail and geolocation (issue #14): settings, mailer, clock, throttles; defaults when absent. */
  accounts?: AccountOptions;
  /** Where the admin's rendered print files are kept (default: DATA_DIR/print-cache, beside DATA_DIR/files). */
  printCacheDir?: string;
  /** The print cache's bounds (PRINT_CACHE_MAX_BYTES, PRINT_CACHE_MAX_AGE): its pruning job runs when set. */
  printCache?: PrintCacheBounds;
  /** Server projects (issue #15): throttles and clock; defaults when absent. */
  projects?: ProjectOptions;
  /** Finds faces on uploaded photos (issue 18): the bundled SSD MobileNet when absent; tests may pass another. */
  faceDetector?: FaceDetector;
  /** face_detection's per-client throttle (tests set a tight one). */
  faceDetectionThrottle?: ThrottleLimits;
  /** Where face detections wait (bounded per client and in all, timed): `DEFAULT_DETECTION_LIMITS` when absent. */
  faceDetectionQueue?: DetectionQueue;
  /** The private-site gate's password throttle (tests set a tight one) and clock (issue 18). */
  siteGate?: { throttle?: ThrottleLimits; now?: () => number };
  /** Store pick-up (issue 30): the geocoder, the MapKit settings (none: no map token) and the clock. */
  pickup?: PickupOptions;
  /** The shopper's order calls (issue 29): their throttles (tests set tight or open ones) and clock. */
  orders?: Pick<OrderRouteDeps, 'lookupThrottle' | 'numberThrottle' | 'readThrottle' | 'now'>;
  /** Shared designs and continue links (issue 35): throttles and clock; defaults when absent. */
  sharing?: SharingOptions;
  /** The background jobs the development job tick runs now (POST /api/dev/jobs/run); never mounted in production. */
  devJobs?: readonly DevJob[];
}

/** The whole HTTP surface: /healthz, /api/v1/*, the external redirects and the SPA. */
export function createApp({
  db,
  config,
  filesDir,
  bucket,
  accessLog,
  log = console.error,
  storefront,
  imageProxy,
  imageProxyThrottle,
  sizedPictureThrottle,
  promoThrottle,
  social = NO_SOCIAL,
  fetchImpl,
  clientEventThrottle,
  uploadLimits,
  accounts,
  projects,
  printCacheDir,
  printCache,
  siteGate: siteGateOptions,
  faceDetector,
  faceDetectionThrottle,
  faceDetectionQueue,
  renderPage,
  pickup,
  orders,
  sharing,
  devJobs,
}: AppDeps): Hono {
  const app = new Hono();
  const tenants = new TenantRepository(db, config.hostedPageUrl);
  // Absolute URLs come from configuration, never from the request's Host header.
  const publicOrigin = config.publicUrl ?? 'http://localhost';
  const account = accountModule(db, tenants, config.production ?? false, log, accounts);
  const pickupStores = new StoreRepository(db);

  // Each page's CSP from its own tenant, read with the page (an admin's edit shows on the next load):
  // GTM's hosts only with a valid container id (issue #18), and only its own parent origins (issue 26).
  const pagePolicy = async (url: URL, host: string | undefined): Promise<PagePolicy> => {
    const tenantId = requestTenantId(url, host);
    const tenant = /^[a-z0-9][a-z0-9-]{0,39}$/.test(tenantId) ? await tenants.find(tenantId) : null;
    if (!tenant) return { tagManager: false, parentOrigins: [] };
    // Issue 30: MapKit's hosts only where the finder shows the map: MAPKIT_* set and the tenant has pick-up stores.
    const mapkit = pickup?.mapkit ? await pickupStores.offersPickup(tenant.id) : false;
    return { tagManager: checkGtmContainerId(tenant.googleTagManagerContainerId).kind === 'valid', parentOrigins: tenant.allowedParentOrigins, mapkit };
  };
  app.use('*', requestIds(accessLog));
  // Behind a load balancer (TRUSTED_PROXIES), the shopper's address comes from X-Forwarded-For.
  app.use('*', clientAddresses(config.trustedProxies ?? null));
  // Browsers upload to the bucket and read photos from it (or its CDN): both origins join img-src and connect-src.
  const storageOrigins = bucket ? [...new Set([new URL(bucket.settings.bucketUrl).origin, new URL(bucket.settings.publicUrl).origin])] : [];
  app.use('*', securityHeaders(socialConnectSources(social), storageOrigins, pagePolicy));
  // A path that does not decode, or a NUL or lone surrogate in the query: 400 before anything reads them.
  app.use('*', requestLineGuard());
  // Private tenants (issue 18): their API and uploaded files answer nothing to a browser without the pass.
  const siteGate = new SiteGate(db, siteGateOptions?.now);
  const siteOpen = (tenantId: string, cookies: string | undefined) => siteGate.isOpen(tenantId, cookies);
  app.use('*', siteGateGuard(siteGate));

  // Expected refusals are answered by their routes (server/http/refusal.ts); what reaches here is a bug.
  app.onError((error, c) => {
    log(`[http] ${c.req.method} ${c.req.path} failed (request ${requestIdOf(c) ?? '-'}): ${error instanceof Error ? error.stack : String(error)}`);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  app.get('/healthz', async (c) => {
    await db.query('SELECT 1');
    return c.json({ status: 'ok', db: db.kind });
  });

  const v1 = new Hono();
  const catalogue = new CatalogueRepository(db);
  // Every JSON body of the main API is small: 64 KB, refused while streaming (body-limit.ts); a
  // project save carries up to 100 tiles: 512 KB.
  // An admin's image upload (up to 20 MB) is limited by its route, after the admin guard.
  v1.use(
    '*',
    bodyLimit((path) =>
      path === '/api/v1/projects/save'
        ? PROJECT_BODY_LIMIT
        : path === SHOP_WEBHOOK_PATH
          ? SHOP_WEBHOOK_BODY_LIMIT
          : IMPORT_PATH.test(path)
            ? IMPORT_BODY_LIMIT
            : ALBUM_UPLOAD_PATH.test(path)
              ? ALBUM_UPLOAD_BODY_LIMIT
              : ASSET_UPLOAD_PATH.test(path)
                ? LIMIT_SET_BY_ROUTE
                : DEFAULT_BODY_LIMIT,
    ),
  );
  v1.use('*', compressJson());
  v1.route('/', tenantRoutes(tenants));
  v1.route('/', shopWebhookRoutes(db));
  v1.route('/', siteGateRoutes(db, siteGate, { ...siteGateOptions, secure: publicOrigin.startsWith('https:') }));
  v1.route('/', clientEventRoutes(db, clientEventThrottle));
  v1.route('/', catalogueRoutes(catalogue, db, { ...(promoThrottle ? { promoThrottle } : {}), ...(storefront?.now ? { now: storefront.now } : {}) }));
  v1.route('/', imageProxyRoutes(db, imageProxy, imageProxyThrottle));
  v1.route('/', socialRoutes(social, fetchImpl, publicOrigin));
  v1.route('/', pickupRoutes({ db, publicOrigin, tenantExists: async (id) => (await tenants.find(id)) !== null, ...pickup }));
  // Uploads (DESIGN §6): presigned slots under /api/v1/photos, the POST itself to /files (the bucket).
  const uploadRepository = filesDir || bucket ? new UploadRepository(db, filesDir ?? '', config.uploadSigningSecret) : undefined;
  const uploads = uploadRepository
    ? uploadRoutes({
        uploads: uploadRepository,
        ...(bucket ? { direct: { uploads: bucket, exists: async (key: string) => (await bucket.head(key)) !== null } } : {}),
        tenantExists: async (id) => (await tenants.find(id)) !== null,
        limits: uploadLimits,
      })
    : undefined;
  if (uploads) v1.route('/', uploads.api);
  if (uploadRepository) {
    const readPhoto = bucket
      ? (key: string) => bucket.read(key)
      : async (key: string) => {
          const file = uploadRepository.fileOf(key);
          return file ? readFile(file).catch(() => null) : null;
        };
    v1.route(
      '/',
      faceDetectionRoutes({
        uploads: uploadRepository,
        detector: faceDetector ?? new FaceApiDetector(),
        readPhoto,
        log,
        ...(faceDetectionThrottle ? { throttle: faceDetectionThrottle } : {}),
        ...(faceDetectionQueue ? { queue: faceDetectionQueue } : {}),
      }),
    );
  }
  v1.route('/', account.v1);
  v1.route('/', projectsModule({ db, tenants, auth: account.auth, recoveryLinkKey: account.recoveryLinkKey, ...projects }));
  // The admin (issue #17): every route behind the bearer guard and requireAdmin.
  const adminFiles = bucket ?? (filesDir ? new DiskFileStore(filesDir) : undefined);
  v1.route(
    '/',
    adminRoutes({
      db,
      auth: account.auth,
      publicOrigin,
      ...(filesDir ? { filesDir } : {}),
      ...(printCacheDir ? { printCacheDir } : {}),
      ...(adminFiles ? { fileStore: adminFiles } : {}),
      ...(printCache ? { printCache: { ...printCache, log } } : {}),
      allowLocalParents: config.localParentOrigins ?? !(config.production ?? false),
    }),
  );
  // A shopper's orders (issue 29): the status page, the account's list, reorder. Tile photos are read
  // where they are stored (the disk or the bucket) for the pictures' geometry.
  const storedImages = adminFiles ? new StoredSourceImages(adminFiles, publicOrigin, photoBasesOf(bucket)) : undefined;
  const orderImages = storedImages ?? { read: async () => null, dimensions: async () => null };
  // Display-size derivatives of stored photos for the pictures after the tool (issue 28 item 4).
  if (adminFiles && storedImages) {
    const pictures = new SizedPictures(adminFiles);
    v1.route(
      '/',
      sizedPictureRoutes({
        db,
        pictures,
        keyOf: (src) => storedImages.keyOf(src),
        siteOpen,
        ...(sizedPictureThrottle ? { throttle: sizedPictureThrottle } : {}),
      }),
    );
  }
  v1.route('/', orderRoutes({ db, auth: account.auth, images: orderImages, tenantExists: async (id) => (await tenants.find(id)) !== null, ...orders }));
  // Designs shared by link and "continue on my phone" (issue 35); the share's picture reads photos as the order pictures do.
  v1.route('/', sharingModule({ db, tenants, catalogue, images: orderImages, auth: account.auth, continueLinkKey: account.continueLinkKey, ...sharing }));
  app.route('/api/v1', v1);
  // The development mailbox (outbox mail), never in production (DESIGN §9).
  if (account.devMailbox) app.route('/', account.devMailbox);
  // ... and its job tick, so that tests wait for the jobs' run rather than for their timers.
  if (devJobs && !(config.production ?? false)) app.route('/', devJobRoutes(devJobs));
  // Shopify's path (/api/{version}/graphql.json) and the one the client has always used (/api/storefront/{version}/…).
  const storefrontApi = storefrontRoutes({ db, log, publicOrigin, authenticate: (token) => account.service.authenticate(token), siteOpen, ...storefront });
  app.route('/api/storefront', storefrontApi);
  app.route('/api', storefrontApi);
  app.route('/api/vault', vaultRoutes(db, storefront?.now, storefront?.vaultThrottle));
  if (uploads?.bucket) app.route('/files', uploads.bucket);
  if (bucket) app.route('/files', bucketFileRoutes(bucket));
  // An upload is served with the type sniffed from its bytes when it was stored (issue 26), not its name's.
  else if (filesDir)
    app.route('/files', fileRoutes(filesDir, uploadRepository ? async (key) => (await uploadRepository.find(key))?.contentType ?? null : undefined));
  app.all('/api/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  // SPEC §2: /walgreens and /hang go to an external hosted page. A direct load is redirected here;
  // in-app navigation is redirected by the client with the same URL (from the tenant data).
  // The reference shop's hosted checkout (cart.checkoutUrl) for a tenant pointed at this server; its webhook goes to this app in process.
  app.route(
    '/',
    referenceCheckoutRoutes({ db, publicOrigin, deliver: async (url, init) => app.request(url, init), ...(storefront?.now ? { now: storefront.now } : {}) }),
  );
  for (const path of ['/walgreens', '/hang']) app.get(path, (c) => c.redirect(config.hostedPageUrl, 302));

  mountOAuthCallback(app);
  mountEmbedScript(app, config.clientDir);
  // The embed's demo parent page (another origin than PUBLIC_URL shows it across origins): not in production.
  if (!config.production) mountEmbedDemo(app, config.clientDir, publicOrigin);
  // robots.txt, sitemap.xml, the manifest and the icons (issue 27): before the SPA's history fallback.
  mountSeoFiles(app, { db, tenants, siteOpen, publicOrigin });
  mountClient(app, config.clientDir, {
    tenants,
    catalogue,
    siteOpen,
    publicUrl: publicOrigin,
    log,
    sharedDesign: sharedDesignBoot(db, catalogue),
    socialSettings: { facebookAppId: social.facebookAppId, instagramAppId: social.instagram?.appId ?? null },
    storefrontPage: async (tenantId, handle) => (await new CartRepository(db).page(tenantId, handle))?.body ?? null,
    photoBases: photoBasesOf(bucket),
    ...(renderPage ? { render: renderPage } : {}),
  });
  return app;
}

/** S3_BUCKET: the bases a photo stored there is named under (the bucket's URL and S3_PUBLIC_URL), each ending in '/'. */
const photoBasesOf = (bucket: S3FileStore | undefined): readonly string[] =>
  bucket ? [...new Set([bucket.settings.bucketUrl, bucket.settings.publicUrl].map((u) => `${u.replace(/\/+$/, '')}/`))] : [];
