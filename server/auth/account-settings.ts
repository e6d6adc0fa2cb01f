import { normaliseEmail as normaliseAddress } from '../../src/domain/account/email-identity';

/** Account, mail and geolocation settings from the environment (README's settings table). */
export interface AccountSettings {
  /** ADMIN_EMAILS: who signs in with role admin (lower-cased); seeded as customers of every tenant. */
  readonly adminEmails: readonly string[];
  /** AUTH_TOKEN_SECRET: signs access tokens and keys the code / refresh-token HMACs; unset: a random one kept in the database. */
  readonly authTokenSecret?: string | undefined;
  /** SMTP_URL: mail goes out by SMTP (nodemailer); unset: to the outbox table and the log. */
  readonly smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender address; the tenant's brand is its display name. */
  readonly mailFrom: string;
  /** GEOLOCATION_COUNTRY_HEADER: a CDN's country header to trust (e.g. cf-ipcountry); unset: the IP database. */
  readonly geolocationCountryHeader?: string | undefined;
}

export const DEFAULT_ADMIN_EMAILS = ['admin@tilepix.test'];
export const DEFAULT_MAIL_FROM = 'no-reply@tilepix.test';

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = { adminEmails: DEFAULT_ADMIN_EMAILS, mailFrom: DEFAULT_MAIL_FROM };

/**
 * How every email is stored and compared (`normaliseEmail` of src/domain/account: NFKC, invisible
 * characters dropped, lower-cased, no root dot). An address mixing alphabets has no stored
 * spelling; it is only trimmed and lower-cased here (it matches nobody, and ADMIN_EMAILS refuses it).
 */
export const normaliseEmail = (email: string): string => {
  const normalised = normaliseAddress(email);
  return normalised._tag === 'Right' ? normalised.right : email.trim().toLowerCase();
};

export function readAccountSettings(env: NodeJS.ProcessEnv): AccountSettings {
  const admins =
    env.ADMIN_EMAILS === undefined
      ? DEFAULT_ADMIN_EMAILS
      : env.ADMIN_EMAILS.split(',')
          .map(normaliseEmail)
          .filter((e) => e !== '');
  for (const email of admins) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || normaliseAddress(email)._tag === 'Left')
      throw new Error(`ADMIN_EMAILS must be a comma list of emails, got ${email}`);
  }
  const secret = env.AUTH_TOKEN_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be at least 32 characters');
  const header = env.GEOLOCATION_COUNTRY_HEADER?.trim().toLowerCase() || undefined;
  if (header !== undefined && !/^[a-z0-9-]+$/.test(header)) throw new Error(`GEOLOCATION_COUNTRY_HEADER must be a header name, got ${header}`);
  return {
    adminEmails: admins,
    authTokenSecret: secret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    geolocationCountryHeader: header,
  };
}
