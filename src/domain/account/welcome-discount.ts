import type { WelcomePromoConfig } from '../catalog';
import { metafield, type Customer } from './customer';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The welcome discount percent a shopper has now: the config's percentOff while the promo is
 * active and within `durationDays` days of being granted (the spec leaves the unit out; days is
 * how the welcome offer is advertised), otherwise 0.
 */
export const welcomePercentOff = (config: WelcomePromoConfig, grantedAt: number | undefined, now: number): number =>
  config.active && grantedAt !== undefined && now >= grantedAt && now - grantedAt < config.durationDays * DAY_MS ? config.percentOff : 0;

/** The metafield that records when a customer was granted the welcome promo (SPEC §7). */
export const WELCOME_DATE_METAFIELD = 'promo_welcome_date';

/**
 * The metafield the server adds when the customer's first order spent the welcome offer (issue 26
 * item 4): the offer is for the first order only, so the cart stops showing it.
 */
export const WELCOME_USED_METAFIELD = 'promo_welcome_used';

/**
 * When the customer was granted the welcome promo, if they were and no order has spent it yet: the
 * metafield is a string holding a timestamp (SPEC §7), epoch milliseconds or an ISO date. The
 * client's cart reads it here; the server prices from its own ledger (`welcome_offers`), which
 * writes these metafields, so the price shown and the price charged agree.
 */
export const welcomeGrantedAt = (customer: Pick<Customer, 'metafields'>): number | undefined => {
  if (metafield(customer, WELCOME_USED_METAFIELD) !== undefined) return undefined;
  const raw = metafield(customer, WELCOME_DATE_METAFIELD) ?? '';
  const at = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(at) ? at : undefined;
};
