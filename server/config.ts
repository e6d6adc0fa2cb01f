import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSocialSettings, type SocialSettings } from './social/social-settings';
import { readAccountSettings, type AccountSettings } from './auth/account-settings';
import { DEFAULT_RECOVERY_EMAIL_AFTER_MS } from './projects/recovery-job';
import { readS3Settings, type S3Settings } from './files/s3-settings';
import type { PrintCacheBounds } from './admin/print-cache-pruner';
import { readPrintCacheBounds } from './admin/print-cache-settings';
import type { BlockList } from 'node:net';
import { parseAddressList } from './http/address-list';
import { readMapkitSettings, type MapkitSettings } from './pickup/mapkit-token';

/** Server settings from the environment, with the defaults DESIGN §3 fixes. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  clientDir: string;
  /** Where /walgreens and /hang send the shopper (SPEC §2: an external hosted page). */
  hostedPageUrl: string;
  production: boolean;
  /**
   * The origin shoppers reach the store at (PUBLIC_URL): every absolute URL the server writes (upload
   * slots, Location, checkout links, the OAuth redirect check) starts with it, never with a request's
   * Host header. Default outside production: http://localhost:{PORT}; required in production.
   */
  publicUrl: string;
  /** Seeded tenants also let local pages embed the store (http://localhost:*, http://127.0.0.1:*): outside production, or TPX_ALLOW_LOCAL_PARENTS=1. */
  localParentOrigins: boolean;
  /** Signs presigned upload slots (UPLOAD_SIGNING_SECRET); unset: a random secret kept in the database. */
  uploadSigningSecret?: string | undefined;
  /**
   * Non-public addresses the image proxy may fetch (TPX_PROXY_ALLOW_PRIVATE): '1' for all, or a
   * comma list of addresses / CIDR ranges. Unset in production; tests and e2e serve images locally.
   */
  proxyAllowPrivate?: string | undefined;
  /** FACEBOOK_APP_ID, INSTAGRAM_APP_ID + INSTAGRAM_APP_SECRET: the picker's social sources. */
  social?: SocialSettings;
  /** ADMIN_EMAILS, AUTH_TOKEN_SECRET, SMTP_URL, MAIL_FROM, GEOLOCATION_COUNTRY_HEADER (server/auth/account-settings.ts). */
  accounts?: AccountSettings;
  /**
   * TPX_ACCOUNT_THROTTLE_BURST: a larger per-address burst for the account calls (login, verify,
   * create), for e2e runs where every browser shares one address. Ignored in production.
   */
  accountThrottleBurst?: number | undefined;
  /**
   * TPX_NEW_CART_BURST: how many new anonymous carts one address may start at once (default 20, then
   * 20 a day), for e2e runs where every browser (a new cart each) shares one address. Ignored in production.
   */
  newCartBurst?: number | undefined;
  /**
   * TPX_TEST_AUTH_WINDOW_MS: the code-resend window and the refresh-token grace window (both 10 s) in
   * milliseconds, shortened for e2e runs, whose account tests wait them out. Read only when NODE_ENV=test.
   */
  testAuthWindowMs?: number | undefined;
  /**
   * RECOVERY_EMAIL_AFTER: how long after a signed-in customer's cart with tiles was last saved (and not
   * ordered) its one recovery email goes out; null (`off`) stops the job. Default 24 h.
   */
  recoveryEmailAfterMs?: number | null;
  /** S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_PUBLIC_URL, S3_FORCE_PATH_STYLE: files in S3 instead of DATA_DIR/files. */
  s3?: S3Settings | undefined;
  /** SHUTDOWN_GRACE_SECONDS: how long a stopping server lets in-flight requests (uploads, saves) finish (default 25). */
  shutdownGraceMs?: number;
  /** PRINT_CACHE_MAX_BYTES, PRINT_CACHE_MAX_AGE: the print-file cache's bounds (server/admin/print-cache-settings.ts). */
  printCache?: PrintCacheBounds;
  /**
   * TRUSTED_PROXIES: the load balancers in front of this server (addresses and CIDR ranges), whose
   * X-Forwarded-For names the shopper for throttles and geolocation (server/storefront/client-address.ts).
   * Unset: the socket's address, and the header is ignored.
   */
  trustedProxies?: BlockList | null;
  /** MAPKIT_TEAM_ID, MAPKIT_KEY_ID, MAPKIT_PRIVATE_KEY: the store finder's map (issue 30); null: the list alone. */
  mapkit?: MapkitSettings | null;
}

/** PUBLIC_URL as an origin (scheme, host, port; nothing else), or the development default. */
export function publicUrlOf(raw: string | undefined, port: number, production: boolean): string {
  if (!raw) {
    if (production) throw new Error('PUBLIC_URL must be set in production: the origin shoppers use, e.g. https://store.example');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin, got ${raw}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http(s) origin, got ${raw}`);
  }
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // The server bundle sits in dist/server; the client build beside it in dist/client.
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(here, '../client')),
    hostedPageUrl: env.HOSTED_PAGE_URL ?? 'https://www.tilepix.com/hang',
    production: env.NODE_ENV === 'production',
    publicUrl: publicUrlOf(env.PUBLIC_URL, port, env.NODE_ENV === 'production'),
    localParentOrigins: env.NODE_ENV !== 'production' || env.TPX_ALLOW_LOCAL_PARENTS === '1',
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET || undefined,
    proxyAllowPrivate: env.TPX_PROXY_ALLOW_PRIVATE || undefined,
    social: readSocialSettings(env),
    accounts: readAccountSettings(env),
    accountThrottleBurst: env.NODE_ENV === 'production' ? undefined : burstOf(env.TPX_ACCOUNT_THROTTLE_BURST),
    newCartBurst: env.NODE_ENV === 'production' ? undefined : burstOf(env.TPX_NEW_CART_BURST, 'TPX_NEW_CART_BURST'),
    testAuthWindowMs: env.NODE_ENV === 'test' ? testWindowOf(env.TPX_TEST_AUTH_WINDOW_MS) : undefined,
    recoveryEmailAfterMs: recoveryEmailAfterOf(env.RECOVERY_EMAIL_AFTER),
    s3: readS3Settings(env),
    shutdownGraceMs: graceOf(env.SHUTDOWN_GRACE_SECONDS),
    printCache: readPrintCacheBounds(env),
    trustedProxies: env.TRUSTED_PROXIES?.trim() ? parseAddressList(env.TRUSTED_PROXIES, 'TRUSTED_PROXIES') : null,
    mapkit: readMapkitSettings(env),
  };
}

function burstOf(raw: string | undefined, name = 'TPX_ACCOUNT_THROTTLE_BURST'): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const burst = Number(raw);
  if (!Number.isInteger(burst) || burst < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return burst;
}

/** TPX_TEST_AUTH_WINDOW_MS: whole milliseconds, 100 to 10,000 (no longer than the real windows). */
function testWindowOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const windowMs = Number(raw);
  if (!Number.isInteger(windowMs) || windowMs < 100 || windowMs > 10_000)
    throw new Error(`TPX_TEST_AUTH_WINDOW_MS must be whole milliseconds from 100 to 10000, got ${raw}`);
  return windowMs;
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** RECOVERY_EMAIL_AFTER: a duration such as `24h`, `90m`, `30s`, `2d` or plain milliseconds; `off` stops the job. */
export function recoveryEmailAfterOf(raw: string | undefined): number | null {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return DEFAULT_RECOVERY_EMAIL_AFTER_MS;
  if (value === 'off') return null;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(value);
  const ms = match ? Number(match[1]) * DURATION_UNITS_MS[match[2] ?? 'ms']! : NaN;
  if (!(ms >= 1000 && ms <= 365 * 86_400_000)) {
    throw new Error(`RECOVERY_EMAIL_AFTER must be a duration from 1s to 365d (e.g. 24h, 90m, 30s) or off, got ${raw}`);
  }
  return Math.round(ms);
}

function graceOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 25_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) throw new Error(`SHUTDOWN_GRACE_SECONDS must be 0 to 3600, got ${raw}`);
  return seconds * 1000;
}
