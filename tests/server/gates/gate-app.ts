import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../server/auth/account-settings';
import type { Db } from '../../../server/db/db';
import { createApp } from '../../../server/app/create-app';
import { DEFAULT_LIMITS } from '../../../server/images/remote-image';
import { DEFAULT_UPLOAD_LIMITS } from '../../../server/uploads/upload-routes';
import { fillPath, type AnyEndpoint } from '../../../src/contract/endpoints';
import { OPEN_THROTTLE, TestClock, accountApp, prepareDb } from '../account-harness';
import { OutboxMailer } from '../../../server/mail/outbox-mailer';
import { orderEmailJob } from '../../../server/orders/emails/order-emails';
import { TenantRepository } from '../../../server/tenants/tenant-repository';
import { DEV_JOB_TICK_PATH } from '../../../server/app/dev-job-routes';

/** What one call sends: path parameters, query and JSON body (or raw text for hostile bodies). */
export interface CallInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Path parameters put into the path as they are (malformed percent-encoding included). */
  readonly rawParams?: Readonly<Record<string, string>>;
}

/** The callers every gate walks: nobody, two customers, an admin, and a customer of another store. */
export interface Callers {
  readonly anonymous: undefined;
  readonly customerA: string;
  readonly customerB: string;
  readonly admin: string;
  readonly otherTenant: string;
}
export type CallerName = keyof Callers;
export const CALLER_NAMES: readonly CallerName[] = ['anonymous', 'customerA', 'customerB', 'admin', 'otherTenant'];

/** No call leaves the machine: a remote fetch (image proxy, Instagram) fails like an unreachable host. */
const offline: typeof fetch = async () => {
  throw new TypeError('fetch failed: the gates run offline');
};

/** No name resolves: the image proxy refuses every remote host like an unknown one. */
const unresolvable = async (): Promise<never> => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND (the gates run offline)'), { code: 'ENOTFOUND' });
};

/**
 * The whole app over a migrated, seeded database with an upload folder, open throttles and no
 * network; plus signed-in callers. Calls run from varying client addresses so no per-address limit
 * decides a gate's outcome.
 */
export async function gateApp(db: Db) {
  const clock = new TestClock();
  await prepareDb(db, clock);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-gates-'));
  const app: Hono = createApp({
    db,
    config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', production: false },
    filesDir,
    frameAncestors: [],
    log: () => {},
    fetchImpl: offline,
    promoThrottle: OPEN_THROTTLE,
    imageProxyThrottle: OPEN_THROTTLE,
    clientEventThrottle: OPEN_THROTTLE,
    imageProxy: { ...DEFAULT_LIMITS, timeoutMs: 200, resolve: unresolvable },
    uploadLimits: { prepareThrottle: OPEN_THROTTLE, quota: { ...DEFAULT_UPLOAD_LIMITS.quota, photos: 1_000_000 } },
    accounts: { settings: DEFAULT_ACCOUNT_SETTINGS, now: clock.now, throttle: OPEN_THROTTLE, refreshThrottle: OPEN_THROTTLE },
    // The development job tick (POST /api/dev/jobs/run) with the server's real order-email job.
    devJobs: [
      orderEmailJob({
        db,
        mailer: new OutboxMailer(db, () => {}),
        tenants: new TenantRepository(db, ''),
        filesDir,
        publicUrl: 'http://localhost',
        log: () => {},
      }),
    ].map((job) => ({ name: 'orderEmails', runOnce: () => job.runOnce() })),
  });
  // Sessions come from the same database through the account harness (its own app instance).
  const accounts = accountApp(db, clock);
  const callers: Callers = {
    anonymous: undefined,
    customerA: (await accounts.session('gate-a@example.com')).accessToken,
    customerB: (await accounts.session('gate-b@example.com')).accessToken,
    admin: (await accounts.session(DEFAULT_ACCOUNT_SETTINGS.adminEmails[0]!)).accessToken,
    otherTenant: (await accounts.session('gate-other@example.com', 'wg')).accessToken,
  };
  let address = 0;

  /** One call of `e` as `token`'s bearer (none for anonymous) on the default tenant. */
  const call = async (e: AnyEndpoint, input: CallInput, token?: string, tenant = 'tilepix'): Promise<Response> => {
    // A hostile case may bring its own tenantId (query or path); otherwise the tenant's.
    const search = new URLSearchParams({ tenantId: tenant, ...input.query });
    const path = input.rawParams
      ? e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => input.rawParams?.[name] ?? tenant)
      : fillPath(e.path, { tenantId: tenant, ...input.params } as never);
    const url = `http://store.test/api/${path}?${search}`;
    const headers: Record<string, string> = { ...input.headers };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (e.method === 'POST') {
      headers['content-type'] ??= 'application/json';
      body = input.rawBody ?? JSON.stringify(input.body ?? {});
    }
    address = (address + 1) % 250;
    return app.request(url, { method: e.method, headers, body }, { incoming: { socket: { remoteAddress: `198.51.100.${address + 1}` } } });
  };

  return { app, call, callers, clock };
}

/**
 * The development job tick (POST /api/dev/jobs/run, never in production) as the gates call an
 * endpoint: outside the contract's table, it joins the permissions matrix (anyone may run the jobs,
 * as anyone may read the dev mailbox) and the hostile-input suite.
 */
export const DEV_JOB_TICK: AnyEndpoint = { method: 'POST', path: DEV_JOB_TICK_PATH.slice('/api/'.length), query: null, body: null, answer: null };
