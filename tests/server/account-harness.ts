import type { AuthWindows } from '../../server/auth/account-service';
import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from '../../server/auth/account-settings';
import { CustomerRepository } from '../../server/auth/customer-repository';
import type { Db } from '../../server/db/db';
import { createApp } from '../../server/app/create-app';
import type { CountryLookup } from '../../server/geolocation/country-lookup';
import type { ThrottleLimits } from '../../server/storefront/throttle';
import type { ProjectOptions } from '../../server/projects/projects-module';
import type { AnonymousQuota } from '../../server/projects/anonymous-quota';

/** Generous enough that only the throttle tests meet it. */
export const OPEN_THROTTLE: ThrottleLimits = { capacity: 10_000, refillPerSecond: 10_000 };

/** Anonymous project quotas no test meets unless it sets its own (issue 26 item 10). */
export const OPEN_ANONYMOUS_QUOTA: AnonymousQuota = { bytesPerAddress: 1024 ** 3, newCarts: OPEN_THROTTLE };

/** A clock the tests move by hand. */
export class TestClock {
  t = Date.parse('2026-06-01T12:00:00.000Z');
  readonly now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface HarnessOptions {
  readonly throttle?: ThrottleLimits;
  /** The per-tenant limit of login, sign-up and welcome eligibility (issue 26 item 11); open unless told. */
  readonly tenantThrottle?: ThrottleLimits;
  /** The storefront, its promo lookups and the card vault on the test clock as well (checkout tests). */
  readonly storefrontClock?: boolean;
  readonly settings?: Partial<AccountSettings>;
  readonly production?: boolean;
  readonly countryLookup?: CountryLookup;
  /** Shorter code-resend and refresh-grace windows (what TPX_TEST_AUTH_WINDOW_MS sets for e2e). */
  readonly windows?: AuthWindows;
  /** Server projects' throttles (issue #15); open unless told. */
  readonly projects?: Pick<ProjectOptions, 'throttle' | 'createThrottle' | 'quota'>;
}

export type Json = Record<string, unknown>;

/** The app over a migrated, seeded database, with a test clock; calls made from a given client address. */
export function accountApp(db: Db, clock: TestClock, options: HarnessOptions = {}) {
  const app: Hono = createApp({
    db,
    config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', production: options.production ?? false },
    frameAncestors: [],
    log: () => {},
    accounts: {
      settings: { ...DEFAULT_ACCOUNT_SETTINGS, ...options.settings },
      now: clock.now,
      throttle: options.throttle ?? OPEN_THROTTLE,
      refreshThrottle: options.throttle ?? OPEN_THROTTLE,
      tenantThrottle: options.tenantThrottle ?? OPEN_THROTTLE,
      ...(options.countryLookup ? { countryLookup: options.countryLookup } : {}),
      ...(options.windows ? { windows: options.windows } : {}),
    },
    projects: { throttle: OPEN_THROTTLE, createThrottle: OPEN_THROTTLE, quota: OPEN_ANONYMOUS_QUOTA, ...options.projects, now: clock.now },
    sharing: { readThrottle: OPEN_THROTTLE, writeThrottle: OPEN_THROTTLE, now: clock.now },
    // The storefront and the card vault read the test clock too, when told (welcome offers are dated by it).
    ...(options.storefrontClock ? { storefront: { now: clock.now, throttle: OPEN_THROTTLE, vaultThrottle: OPEN_THROTTLE } } : {}),
  });
  const env = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

  const post = async (path: string, body: unknown, opts: { tenant?: string; ip?: string } = {}) => {
    const res = await app.request(
      `http://store.test/api/v1/${path}?tenantId=${opts.tenant ?? 'tilepix'}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      env(opts.ip ?? '203.0.113.7'),
    );
    return { status: res.status, body: (await res.json()) as Json };
  };

  const get = async (path: string, opts: { tenant?: string; token?: string; ip?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    const sep = path.includes('?') ? '&' : '?';
    const res = await app.request(`http://store.test/api/v1/${path}${sep}tenantId=${opts.tenant ?? 'tilepix'}`, { headers }, env(opts.ip ?? '203.0.113.7'));
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** Mail in the dev mailbox for `to`, newest first. */
  const mailbox = async (to: string) => {
    const res = await app.request(`http://store.test/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Array<{ to: string; subject: string; text: string; html: string; sentAt: string; attachments: unknown[] }>;
  };

  /** The code of the newest mail to `to`. */
  const lastCode = async (to: string): Promise<string> => {
    const [mail] = await mailbox(to);
    const match = /\b(\d{6})\b/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no code mailed to ${to}`);
    return match[1]!;
  };

  const signUp = (email: string, tenant = 'tilepix', firstName = 'Pat', lastName = 'Lee') =>
    post('account/create', { loginMethod: 'code', firstName, lastName, email, acceptsMarketing: true, source: 'test' }, { tenant });

  /** Signs up (or logs in) and verifies: the session answer. */
  const session = async (email: string, tenant = 'tilepix'): Promise<{ accessToken: string; refreshToken: string; customer: Json }> => {
    const created = await signUp(email, tenant);
    if (created.status !== 200) expect((await post('account/login', { email, loginMethod: 'code' }, { tenant })).status).toBe(200);
    const verified = await post('account/login_verify', { email, code: await lastCode(email), source: 'test' }, { tenant });
    expect(verified.status).toBe(200);
    return verified.body as { accessToken: string; refreshToken: string; customer: Json };
  };

  return { app, post, get, mailbox, lastCode, signUp, session };
}

/** Migrates, seeds, and adds the default admin customer (what start does). */
export async function prepareDb(db: Db, clock: TestClock): Promise<void> {
  const { migrateAndSeed } = await import('./test-db');
  await migrateAndSeed(db);
  await new CustomerRepository(db).seedAdmins(DEFAULT_ACCOUNT_SETTINGS.adminEmails, clock.now());
}

/** Row counts of every account table, to show that a refusal wrote nothing. */
export async function accountTables(db: Db) {
  const count = async (sql: string) => Number((await db.query<{ n: string | number }>(sql))[0]!.n);
  return {
    customers: await count('SELECT count(*) AS n FROM customers'),
    codes: await count('SELECT count(*) AS n FROM login_codes'),
    codeAttempts: await count('SELECT coalesce(sum(attempts), 0) AS n FROM login_codes'),
    liveCodes: await count(`SELECT count(*) AS n FROM login_codes WHERE status = 'live'`),
    refreshTokens: await count('SELECT count(*) AS n FROM refresh_tokens'),
    revoked: await count('SELECT count(*) AS n FROM refresh_tokens WHERE revoked_at IS NOT NULL'),
    outbox: await count('SELECT count(*) AS n FROM outbox'),
  };
}

/** A different 6-digit code. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The claims of a JWT (not verified: what the client reads the role from). */
export const claimsOf = (token: string): Json => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Json;
