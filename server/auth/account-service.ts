import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type {
  AccountCreateAnswerCodec,
  LoginVerifyRequestCodec,
  RefreshRequestCodec,
  RevokeSessionRequestCodec,
  SessionWire,
  WelcomePromoEligibleAnswerCodec,
} from '../../src/contract/account';
import { mailboxOf, normaliseEmail } from '../../src/domain/account';
import { CREATE_CUSTOMER_REASON, WELCOME_PROMO_FAIL_MESSAGE } from '../../src/domain/account/welcome-promo';
import { validateEmailInput } from '../../src/domain/validation/login-inputs';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import { codeEmail } from '../mail/code-email';
import type { TenantRepository } from '../tenants/tenant-repository';
import { signAccessToken, verifyAccessToken, type AuthContext, type Role } from './access-tokens';
import type { AuthKeyring } from './auth-keys';
import { customerWire, type CustomerRecord, type CustomerRepository } from './customer-repository';
import { CODE_LENGTH, CODE_TTL_MS, LoginCodes } from './login-codes';
import { RefreshTokens, type IssuedRefresh } from './refresh-tokens';
import { accountFailure, AUTH, type AccountFailure } from './account-failures';
import { WelcomeOffers } from './welcome-offers';
import { attachGuestOrders } from '../orders/customer-orders';

export type AccountResult<A> = Either<AccountFailure, A>;
type CreateAnswer = t.TypeOf<typeof AccountCreateAnswerCodec>;
type EligibleAnswer = t.TypeOf<typeof WelcomePromoEligibleAnswerCodec>;

/** A sign-up (SPEC §7 create, form variant) with the names already split by the client. */
export interface SignUp {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly acceptsMarketing: boolean;
}

export interface WelcomeSignUp {
  readonly email: string;
  readonly acceptsMarketing: boolean;
  readonly metafields: readonly { readonly key: string }[];
}

export interface AccountServiceDeps {
  readonly db: Db;
  readonly tenants: TenantRepository;
  readonly customers: CustomerRepository;
  readonly keyring: AuthKeyring;
  readonly mailer: Mailer;
  readonly adminEmails: readonly string[];
  readonly now: () => number;
  readonly log: (line: string) => void;
  /** The 10 s windows of the code resend and the refresh grace; shorter only in e2e runs (TPX_TEST_AUTH_WINDOW_MS). */
  readonly windows?: AuthWindows;
}

/** The account rules' two short windows: both 10 s (RESEND_QUIET_MS, REFRESH_GRACE_MS) unless a test server shortens them. */
export interface AuthWindows {
  readonly resendQuietMs: number;
  readonly refreshGraceMs: number;
}

/** Thrown to roll back a welcome sign-up whose mailbox was claimed meanwhile. */
class OfferTaken extends Error {}

/** Names: trimmed, 1–100 characters, no control characters. */
const NAME = /^[^\p{Cc}]{1,100}$/u;
const SOURCE = /^[^\p{Cc}]{0,100}$/u;
const USER_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The account rules of issue #14 over the database: passwordless codes, sessions (access token +
 * rotating refresh token), sign-up, the welcome offer. Every refusal is a value; nothing is written
 * on one, except what the rule itself counts (a wrong try on the live code, a reused token family revoked).
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  private loginCodes(key: Buffer): LoginCodes {
    return new LoginCodes(key, this.deps.windows?.resendQuietMs);
  }

  private refreshTokens(key: Buffer): RefreshTokens {
    return new RefreshTokens(key, this.deps.windows?.refreshGraceMs);
  }

  private roleOf(customer: CustomerRecord): Role {
    return this.deps.adminEmails.includes(customer.email) ? 'admin' : 'customer';
  }

  /**
   * Every account call's email, in the one spelling it is stored under (issue 26 item 16: lookalike
   * and invisible characters folded, mixed alphabets refused), then checked as the client checks it.
   */
  private email(raw: string): AccountResult<string> {
    const normalised = normaliseEmail(raw);
    if (isLeft(normalised)) return left(accountFailure(400, `Invalid request: ${normalised.left.message}`, AUTH.invalidEmail, normalised.left.message));
    const valid = validateEmailInput(normalised.right);
    if (isLeft(valid)) return left(accountFailure(400, `Invalid request: ${valid.left.message}`, AUTH.invalidEmail, valid.left.message));
    return valid.right.length > 254 ? left(accountFailure(400, 'Invalid request: the email is too long', AUTH.invalidEmail)) : right(valid.right);
  }

  private async tenant(tenantId: string) {
    return this.deps.tenants.find(tenantId);
  }

  /** Issues a code for a locked customer in `work`'s transaction, then mails it once committed. */
  private async sendCode(tenantId: string, customer: CustomerRecord, codes: LoginCodes): Promise<AccountResult<'sent' | 'recent'>> {
    const tenant = await this.tenant(tenantId);
    if (!tenant) return left(accountFailure(404, 'Tenant not found.', AUTH.tenantNotFound));
    const now = this.deps.now();
    const issued = await this.deps.db.transaction(async (tx) => {
      await this.deps.customers.lockEmail(tx, customer.email);
      return codes.issue(tx, customer.id, customer.email, now);
    });
    if (issued.kind === 'limit') {
      return left(
        accountFailure(429, 'Too many codes requested for this email', AUTH.codeLimit, 'Too many codes were sent to this email. Please try again in an hour.'),
      );
    }
    if (issued.kind === 'recent') return right('recent');
    const mail = codeEmail(
      { tenantId, name: tenant.name, brand: tenant.brand, accentColor: tenant.accentColor },
      customer.email,
      customer.firstName,
      issued.code,
      CODE_TTL_MS / 60_000,
    );
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      // The code never reached the shopper: withdraw it, so that it neither works nor counts.
      await this.deps.db.query('DELETE FROM login_codes WHERE id = $1', [issued.id]);
      this.deps.log(`[mail] sending the sign-in code failed: ${error instanceof Error ? error.message : String(error)}`);
      return left(accountFailure(502, 'Failed to send the code', AUTH.mailFailed, 'We could not send your code. Please try again.'));
    }
    return right('sent');
  }

  /** POST v1/account/login: a code to an existing customer; 'Email not found' otherwise (SPEC §8). */
  async login(tenantId: string, rawEmail: string): Promise<AccountResult<'sent' | 'recent'>> {
    const email = this.email(rawEmail);
    if (isLeft(email)) return email;
    const customer = await this.deps.customers.findByEmail(tenantId, email.right);
    if (!customer) return left(accountFailure(404, 'Email not found', AUTH.emailNotFound));
    const keys = await this.deps.keyring.get();
    return this.sendCode(tenantId, customer, this.loginCodes(keys.code));
  }

  /** POST v1/account/login_verify: the code for a session; every refusal says 'Invalid code' (SPEC §8). */
  async verify(tenantId: string, body: t.TypeOf<typeof LoginVerifyRequestCodec>): Promise<AccountResult<SessionWire>> {
    const email = this.email(body.email);
    if (isLeft(email)) return email;
    if (!SOURCE.test(body.source)) return left(accountFailure(400, 'Invalid request: source must be at most 100 characters', AUTH.invalidRequest));
    const code = body.code.trim();
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return left(accountFailure(400, 'Invalid code', AUTH.codeMalformed, 'The code is 6 digits.'));
    const customer = await this.deps.customers.findByEmail(tenantId, email.right);
    if (!customer) return left(accountFailure(400, 'Invalid code', AUTH.codeInvalid));
    const keys = await this.deps.keyring.get();
    const codes = this.loginCodes(keys.code);
    const refresh = this.refreshTokens(keys.refresh);
    const now = this.deps.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      await this.deps.customers.lockEmail(tx, customer.email);
      const checked = await codes.check(tx, customer.id, customer.email, code, now);
      if (checked.kind !== 'ok') return checked;
      // The code proved the email: the guest orders placed with it become this account's (issue 29 item 7).
      await attachGuestOrders(tx, tenantId, customer.id, customer.email);
      return { kind: 'ok' as const, issued: await refresh.start(tx, customer.id, tenantId, this.roleOf(customer), now) };
    });
    if (outcome.kind !== 'ok') {
      const reason = { none: AUTH.codeInvalid, wrong: AUTH.codeInvalid, expired: AUTH.codeExpired, dead: AUTH.codeAttempts }[outcome.kind];
      return left(accountFailure(400, 'Invalid code', reason));
    }
    return right(await this.session(keys.jwt, tenantId, customer, outcome.issued));
  }

  /** POST v1/account/create, sign-up variant: the account, then a code (answer result 'LoginCodeSent'). */
  async signUp(tenantId: string, input: SignUp): Promise<AccountResult<CreateAnswer>> {
    const email = this.email(input.email);
    if (isLeft(email)) return email;
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!NAME.test(firstName) || !NAME.test(lastName)) {
      return left(
        accountFailure(400, 'Invalid request: firstName and lastName must each be 1 to 100 characters', AUTH.invalidName, 'Enter first and last name'),
      );
    }
    if (!(await this.tenant(tenantId))) return left(accountFailure(404, 'Tenant not found.', AUTH.tenantNotFound));
    const keys = await this.deps.keyring.get();
    const created = await this.deps.customers.create(
      { tenantId, email: email.right, firstName, lastName, acceptsMarketing: input.acceptsMarketing },
      this.deps.now(),
    );
    // SPEC §8's wording for an existing account, kept as the client maps it.
    if (!created) return left(accountFailure(409, 'You must provide a loginMethod', AUTH.emailInUse, 'That email is already in use'));
    const sent = await this.sendCode(tenantId, created, this.loginCodes(keys.code));
    return isLeft(sent) ? sent : right({ result: 'LoginCodeSent' });
  }

  /**
   * POST v1/account/create, welcome-promo variant: a customer carrying promo_welcome and
   * promo_welcome_date. The server writes both values itself (percent off, its own clock): a client
   * cannot grant itself a bigger or a later offer. No session is handed out. One offer per mailbox
   * (issue 26 item 4): a plus-tag, Gmail dots or case give no second one, nor does an address whose
   * mailbox already has an account; the customer and the offer are written together or not at all.
   */
  async welcomeSignUp(tenantId: string, input: WelcomeSignUp): Promise<AccountResult<CreateAnswer>> {
    const email = this.email(input.email);
    if (isLeft(email)) return email;
    if (!input.metafields.some((m) => m.key === 'promo_welcome')) {
      return left(accountFailure(400, 'Invalid request: metafields must hold promo_welcome', AUTH.invalidRequest));
    }
    const config = await this.deps.tenants.config(tenantId);
    if (!config) return left(accountFailure(404, 'Tenant not found.', AUTH.tenantNotFound));
    if (!config.welcomePromo.active) return left(accountFailure(422, 'The welcome offer is not active', AUTH.welcomeInactive, WELCOME_PROMO_FAIL_MESSAGE));
    const now = this.deps.now();
    const metafields = [
      { key: 'promo_welcome', value: String(config.welcomePromo.percentOff) },
      { key: 'promo_welcome_date', value: String(now) },
    ];
    const mailbox = mailboxOf(email.right);
    const offers = new WelcomeOffers(this.deps.db);
    const created = await this.deps.db
      .transaction(async (tx) => {
        if (await this.deps.customers.mailboxTaken(tenantId, mailbox, tx)) return null;
        const customer = await this.deps.customers.create({ tenantId, email: email.right, acceptsMarketing: input.acceptsMarketing, metafields }, now, tx);
        if (!customer) return null;
        // Another spelling of the mailbox claimed it first (maybe at this very moment): undo the account.
        if (!(await offers.claim(tx, tenantId, mailbox, customer.id, now))) throw new OfferTaken();
        return customer;
      })
      .catch((error: unknown) => {
        if (error instanceof OfferTaken) return null;
        throw error;
      });
    if (!created) return left(accountFailure(409, 'You must provide a loginMethod', AUTH.emailInUse, WELCOME_PROMO_FAIL_MESSAGE));
    return right({ result: 'CustomerCreated', createResult: { customer: customerWire(created) } });
  }

  /** POST v1/account/welcome_promo_eligible: a new mailbox (no account, no offer yet) while the offer is active. */
  async welcomeEligible(tenantId: string, rawEmail: string): Promise<AccountResult<EligibleAnswer>> {
    const email = this.email(rawEmail);
    if (isLeft(email)) return email;
    const config = await this.deps.tenants.config(tenantId);
    if (!config) return left(accountFailure(404, 'Tenant not found.', AUTH.tenantNotFound));
    if (!config.welcomePromo.active) return right({ eligible: false, reason: 'Offer not active' });
    const mailbox = mailboxOf(email.right);
    const taken = (await this.deps.customers.mailboxTaken(tenantId, mailbox)) || (await new WelcomeOffers(this.deps.db).claimed(tenantId, mailbox));
    if (taken) return right({ eligible: false, reason: 'Existing customer' });
    return right({ eligible: true, discount: config.welcomePromo.percentOff, reason: CREATE_CUSTOMER_REASON });
  }

  /** POST v1/account/refresh: a new pair for a live refresh token (see RefreshTokens.rotate). */
  async refresh(tenantId: string, body: t.TypeOf<typeof RefreshRequestCodec>): Promise<AccountResult<SessionWire>> {
    const refused = (code: string, message: string) => left(accountFailure(401, message, code, 'Please sign in again.'));
    if (!USER_ID.test(body.userId)) return refused(AUTH.refreshInvalid, 'Invalid refresh token');
    const keys = await this.deps.keyring.get();
    const tokens = this.refreshTokens(keys.refresh);
    const now = this.deps.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const customer = await this.deps.customers.findById(tenantId, body.userId, tx);
      if (!customer) return { kind: 'invalid' as const };
      const rotated = await tokens.rotate(tx, body.refreshToken, customer.id, tenantId, this.roleOf(customer), now);
      return rotated.kind === 'rotated' ? { ...rotated, customer } : rotated;
    });
    switch (outcome.kind) {
      case 'rotated':
        return right(await this.session(keys.jwt, tenantId, outcome.customer, outcome));
      case 'invalid':
        return refused(AUTH.refreshInvalid, 'Invalid refresh token');
      case 'expired':
        return refused(AUTH.refreshExpired, 'Refresh token expired');
      case 'revoked':
        return refused(AUTH.refreshRevoked, 'Session revoked');
      case 'reused':
        this.deps.log(`[auth] refresh token reuse for customer ${body.userId}: its sign-in is revoked`);
        return refused(AUTH.refreshReused, 'Refresh token reuse detected: the session is revoked');
    }
  }

  /**
   * POST v1/account/revoke (logout, issue 26): the token's whole family is revoked, so neither it nor
   * any rotation of it refreshes again. Answers nothing: an unknown or another customer's token changes
   * nothing and is not told apart. Access tokens already out stay valid until they expire (≤ 15 min).
   */
  async revoke(tenantId: string, body: t.TypeOf<typeof RevokeSessionRequestCodec>): Promise<void> {
    if (!USER_ID.test(body.userId)) return;
    const keys = await this.deps.keyring.get();
    const tokens = this.refreshTokens(keys.refresh);
    const now = this.deps.now();
    await this.deps.db.transaction((tx) => tokens.revokeFamily(tx, body.refreshToken, body.userId, tenantId, now));
  }

  /** GET v1/shopify/customer_get for a verified caller. */
  async customer(auth: AuthContext): Promise<AccountResult<CustomerRecord>> {
    const customer = await this.deps.customers.findById(auth.tenant, auth.customerId);
    return customer ? right(customer) : left(accountFailure(401, 'Your session has ended', AUTH.customerMissing, 'Please sign in again.'));
  }

  /** Who a bearer token speaks for, or null (bad, expired, foreign). */
  async authenticate(token: string): Promise<AuthContext | null> {
    const keys = await this.deps.keyring.get();
    return verifyAccessToken(keys.jwt, token, this.deps.now());
  }

  private async session(jwtKey: Uint8Array, tenant: string, customer: CustomerRecord, issued: IssuedRefresh): Promise<SessionWire> {
    const accessToken = await signAccessToken(jwtKey, {
      customerId: customer.id,
      tenant,
      role: issued.role,
      issuedAt: Math.floor(issued.issuedAt / 1000),
      jti: issued.jti,
    });
    return { accessToken, refreshToken: issued.token, customer: customerWire(customer) };
  }
}
