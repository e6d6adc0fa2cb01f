import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { filesDirOf } from './files/file-store';
import { DiskFileStore } from './files/disk-file-store';
import { S3FileStore } from './files/s3-file-store';
import { s3ClientOf } from './files/s3-settings';
import type { AccessLogEntry } from './http/request-id';
import { trackInFlight } from './app/in-flight';
import { migrate } from './db/migrate';
import { createApp } from './app/create-app';
import { seed } from './seed/seed';
import { seedFiles } from './seed/seed-files';
import { TenantRepository } from './tenants/tenant-repository';
import { parseAllowPrivate } from './images/address-policy';
import { DEFAULT_LIMITS } from './images/remote-image';
import { CustomerRepository } from './auth/customer-repository';
import { DEFAULT_ACCOUNT_SETTINGS } from './auth/account-settings';
import { mailerFor } from './auth/account-module';
import { DEFAULT_RECOVERY_EMAIL_AFTER_MS, RecoveryEmailJob } from './projects/recovery-job';
import { AnonymousProjectExpiry } from './projects/anonymous-expiry-job';
import { DEFAULT_ANONYMOUS_QUOTA } from './projects/anonymous-quota';
import { AuthKeyring } from './auth/auth-keys';
import { orderEmailJob } from './orders/emails/order-emails';

export interface RunningServer {
  url: string;
  db: Db;
  /**
   * Stops accepting connections, lets in-flight requests (uploads, saves, checkouts) finish for up
   * to `graceMs`, then closes the database. Idle keep-alive connections are closed at once.
   */
  close(graceMs?: number): Promise<void>;
}

/** Opens the database, migrates, seeds, and listens. Used by main.ts and by the server tests. */
export async function startServer(
  config: ServerConfig,
  options: { db?: Db; log?: (line: string) => void; accessLog?: (entry: AccessLogEntry) => void } = {},
): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = options.db ?? (await openDb(config));
  const applied = await migrate(db);
  if (applied.length > 0) log(`[db] applied migrations ${applied.join(', ')} (${db.kind})`);
  await seed(db, { localParentOrigins: config.localParentOrigins });
  const filesDir = filesDirOf(config);
  // S3_BUCKET: files in the bucket, checked now (a missing bucket or refused credentials stop the start with one line).
  const bucket = config.s3 ? new S3FileStore(s3ClientOf(config.s3), config.s3) : undefined;
  const store = bucket ?? new DiskFileStore(filesDir);
  try {
    await store.check();
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  log(`[files] ${store.description}`);
  const files = await seedFiles(store);
  if (files.written > 0) log(`[seed] generated ${files.written} catalogue images in ${files.ms} ms`);
  const imageProxy = { ...DEFAULT_LIMITS, allowPrivate: parseAllowPrivate(config.proxyAllowPrivate) };
  if (config.proxyAllowPrivate) log(`[proxy] the image proxy may fetch non-public addresses: ${config.proxyAllowPrivate}`);
  const accounts = config.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  await new CustomerRepository(db).seedAdmins(accounts.adminEmails, Date.now());
  if (!accounts.smtpUrl) {
    log(
      config.production
        ? '[mail] WARNING: NODE_ENV=production without SMTP_URL: sign-in codes only reach the outbox table'
        : '[mail] no SMTP_URL: mail goes to the outbox table (read it at /dev/mail)',
    );
  }
  // The recovery email job (issue #15): a timer in this server, stopped before the database closes.
  const recoveryAfter = config.recoveryEmailAfterMs === undefined ? DEFAULT_RECOVERY_EMAIL_AFTER_MS : config.recoveryEmailAfterMs;
  // Its links are signed with a key from the same secret as the redeem route's (AUTH_TOKEN_SECRET, else the database's).
  const recoveryKeys = new AuthKeyring(db, accounts.authTokenSecret);
  const recovery =
    recoveryAfter === null
      ? undefined
      : new RecoveryEmailJob({
          db,
          mailer: mailerFor(accounts, db, log),
          tenants: new TenantRepository(db, config.hostedPageUrl),
          publicUrl: config.publicUrl,
          linkKey: async () => (await recoveryKeys.get()).recoveryLink,
          afterMs: recoveryAfter,
          log,
        });
  // Order emails (issue 29): owed by committed events, sent by whichever server claims them, every 2 s.
  // With S3_BUCKET the tiles' photos are read from the bucket (issue 29: pictures in every email either way).
  const orderEmails = orderEmailJob({
    db,
    mailer: mailerFor(accounts, db, log),
    tenants: new TenantRepository(db, config.hostedPageUrl),
    filesDir,
    publicUrl: config.publicUrl,
    log,
    ...(bucket ? { bucket: { store: bucket, urls: [bucket.settings.bucketUrl, bucket.settings.publicUrl] } } : {}),
  });
  const app = createApp({
    db,
    config,
    ...(bucket ? { bucket } : { filesDir }),
    imageProxy,
    ...(options.accessLog ? { accessLog: options.accessLog } : {}),
    accounts: {
      settings: accounts,
      ...(config.accountThrottleBurst ? { throttle: { capacity: config.accountThrottleBurst, refillPerSecond: config.accountThrottleBurst / 10 } } : {}),
      ...(config.testAuthWindowMs ? { windows: { resendQuietMs: config.testAuthWindowMs, refreshGraceMs: config.testAuthWindowMs } } : {}),
    },
    ...(config.social ? { social: config.social } : {}),
    pickup: { mapkit: config.mapkit ?? null },
    ...(config.printCache ? { printCache: config.printCache } : {}),
    ...(config.newCartBurst
      ? { projects: { quota: { ...DEFAULT_ANONYMOUS_QUOTA, newCarts: { capacity: config.newCartBurst, refillPerSecond: config.newCartBurst / 86_400 } } } }
      : {}),
    // NODE_ENV other than production: the e2e's job tick (POST /api/dev/jobs/run) runs both jobs now.
    devJobs: [
      { name: 'orderEmails', runOnce: () => orderEmails.runOnce() },
      ...(recovery ? [{ name: 'recoveryEmails', runOnce: () => recovery.runOnce() }] : []),
    ],
  });
  recovery?.start();
  orderEmails.start();
  // Untouched anonymous projects (issue 26 item 10): an hourly run, one server at a time.
  const expiry = new AnonymousProjectExpiry({ db, log });
  expiry.start();

  const inFlight = trackInFlight();
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: inFlight.wrap(app.fetch), port: config.port, hostname: '0.0.0.0' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    db,
    close(graceMs = config.shutdownGraceMs ?? 25_000) {
      closing ??= (async () => {
        // Node's server.close() also drops connections it deems idle, which includes one still
        // receiving an upload's body: so first drain (health says 503, the balancer stops sending),
        // and only close the listener once nothing is in flight or the grace time is over.
        inFlight.startDraining();
        const drained = await inFlight.drained(graceMs);
        if (!drained) log(`[shutdown] WARNING: ${inFlight.count()} request(s) still running after ${graceMs} ms; closing anyway`);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        await stopped;
        await recovery?.stop();
        await orderEmails.stop();
        await expiry.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
