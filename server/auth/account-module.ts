import { Hono } from 'hono';
import type { Db } from '../db/db';
import { geolocationRoutes } from '../geolocation/geolocation-routes';
import { accountRoutes } from './account-routes';
import { devMailboxRoutes } from '../mail/dev-mailbox';
import type { Mailer } from '../mail/mailer';
import { OutboxMailer } from '../mail/outbox-mailer';
import { SmtpMailer } from '../mail/smtp-mailer';
import { mmdbCountryLookup, type CountryLookup } from '../geolocation/country-lookup';
import type { ThrottleLimits } from '../storefront/throttle';
import type { TenantRepository } from '../tenants/tenant-repository';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import { AccountService, type AuthWindows } from './account-service';
import { AuthKeyring } from './auth-keys';
import { CustomerRepository } from './customer-repository';
import { bearerAuth } from './guards';

/** What the app may set for accounts; every field has a default (outbox mail, the real clock…). */
export interface AccountOptions {
  readonly settings?: AccountSettings;
  /** Overrides the mailer the settings choose (tests). */
  readonly mailer?: Mailer;
  readonly now?: () => number;
  readonly throttle?: ThrottleLimits;
  readonly refreshThrottle?: ThrottleLimits;
  /** Per tenant, on the calls that can reveal an account (login, sign-up, welcome eligibility). */
  readonly tenantThrottle?: ThrottleLimits;
  readonly countryLookup?: CountryLookup;
  /** Shorter code-resend and refresh-grace windows (e2e runs only: TPX_TEST_AUTH_WINDOW_MS). */
  readonly windows?: AuthWindows;
}

/** The mailer the settings ask for: SMTP with SMTP_URL, else the outbox (table + log). */
export const mailerFor = (settings: AccountSettings, db: Db, log: (line: string) => void, now?: () => number): Mailer =>
  settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.mailFrom) : new OutboxMailer(db, log, now);

/**
 * The accounts composition (issue #14): the service, its v1 routes (account calls + geolocation),
 * the bearer guard for later routes, and the dev mailbox when not in production. Nothing here touches
 * the database until the first request.
 */
export function accountModule(db: Db, tenants: TenantRepository, production: boolean, log: (line: string) => void, options: AccountOptions = {}) {
  const settings = options.settings ?? DEFAULT_ACCOUNT_SETTINGS;
  const now = options.now ?? Date.now;
  const keyring = new AuthKeyring(db, settings.authTokenSecret);
  const service = new AccountService({
    db,
    tenants,
    customers: new CustomerRepository(db),
    keyring,
    mailer: options.mailer ?? mailerFor(settings, db, log, now),
    adminEmails: settings.adminEmails,
    now,
    log,
    ...(options.windows ? { windows: options.windows } : {}),
  });
  const v1 = new Hono();
  v1.route(
    '/',
    accountRoutes({
      accounts: service,
      db,
      now,
      ...(options.throttle ? { throttle: options.throttle } : {}),
      ...(options.refreshThrottle ? { refreshThrottle: options.refreshThrottle } : {}),
      ...(options.tenantThrottle ? { tenantThrottle: options.tenantThrottle } : {}),
    }),
  );
  v1.route('/', geolocationRoutes({ countryHeader: settings.geolocationCountryHeader, lookup: options.countryLookup ?? mmdbCountryLookup() }));
  return {
    service,
    v1,
    /** For later routes: `api.use(path, auth)` then `requireCustomer` / `requireAdmin` (server/auth/guards.ts). */
    auth: bearerAuth((token) => service.authenticate(token)),
    /** The recovery links' HMAC key (labelled from the same secret as the tokens): the projects' redeem route checks with it. */
    recoveryLinkKey: async () => (await keyring.get()).recoveryLink,
    continueLinkKey: async () => (await keyring.get()).continueLink,
    devMailbox: production ? undefined : devMailboxRoutes(db),
  };
}
