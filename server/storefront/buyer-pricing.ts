import type { Context } from 'hono';
import { isMemberCustomer, welcomePercentOff } from '../../src/domain/account';
import { AUTH } from '../auth/account-failures';
import { CustomerRepository } from '../auth/customer-repository';
import type { TokenVerifier } from '../auth/guards';
import { WelcomeOffers } from '../auth/welcome-offers';
import type { Queryable } from '../db/db';

/** What the signed-in customer changes in a cart's price (SPEC §9; issue #14). Anonymous: neither. */
export interface BuyerPricing {
  /**
   * Who is asking (null: anonymous): the welcome offer prices only the carts this customer is the buyer of
   * (issue 26 item 4), and checkout freezes only projects they own or the cart names (item 1).
   */
  readonly customerId: string | null;
  /** `isMemberCustomer(customer.tags)`: the membership price on tiles without buying it again. */
  readonly isMember: boolean;
  /** The welcome offer's percent now (0 when none or spent), from the `welcome_offers` ledger and the tenant's welcome promo. */
  readonly welcomePercentOff: number;
}

export const ANONYMOUS_BUYER: BuyerPricing = { customerId: null, isMember: false, welcomePercentOff: 0 };

/** The tenant's welcome promo: the percent an unspent offer granted at `grantedAt` gives at `now`. */
export async function welcomePercentFor(db: Queryable, tenantId: string, grantedAt: number, now: number): Promise<number> {
  const [promo] = await db.query<{ active: boolean; percent_off: number; duration_days: number }>(
    'SELECT active, percent_off, duration_days FROM welcome_promos WHERE tenant_id = $1',
    [tenantId],
  );
  return promo
    ? welcomePercentOff({ active: promo.active, percentOff: Number(promo.percent_off), durationDays: Number(promo.duration_days) }, grantedAt, now)
    : 0;
}

/**
 * The pricing of a customer of `tenantId` at `now`, as the client's CartPricingStore computes it: the
 * welcome offer from the server's ledger (granted to this account, not yet spent by an order).
 */
export async function buyerPricing(db: Queryable, tenantId: string, customerId: string, now: number): Promise<BuyerPricing> {
  const customer = await new CustomerRepository(db).findById(tenantId, customerId);
  if (!customer) return ANONYMOUS_BUYER;
  const offer = await new WelcomeOffers(db).of(customer.id);
  const welcome = offer && !offer.spent ? await welcomePercentFor(db, tenantId, offer.grantedAt, now) : 0;
  return { customerId: customer.id, isMember: isMemberCustomer(customer.tags, now), welcomePercentOff: welcome };
}

/** The main API's 401 for a bad bearer token (server/auth/guards.ts), so the client refreshes and retries. */
const refuse = (c: Context, message: string) => c.json({ message, code: AUTH.tokenInvalid, customerMessage: 'Please sign in again.' }, 401);

/**
 * Reads `Authorization: Bearer <access token>` on a storefront request of `tenantId`. No header:
 * anonymous pricing. A malformed, tampered, expired or other-tenant token: the main API's 401
 * (a `Response`), never a silent anonymous price that would differ from the one the cart page shows.
 */
export async function readBuyer(c: Context, verify: TokenVerifier | undefined, db: Queryable, tenantId: string, now: number): Promise<BuyerPricing | Response> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') return ANONYMOUS_BUYER;
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header.trim());
  const auth = match && verify ? await verify(match[1]!) : null;
  if (!auth) return refuse(c, 'Invalid or expired access token');
  if (auth.tenant !== tenantId) return refuse(c, 'This access token belongs to another store');
  return buyerPricing(db, tenantId, auth.customerId, now);
}
