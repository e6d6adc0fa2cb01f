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
 * When the customer was granted the welcome promo, if they were: the metafield is a string holding
 * a timestamp (SPEC §7), epoch milliseconds or an ISO date. The client's cart and the server's
 * pricing both read it here, so the price shown and the price charged agree.
 */
export const welcomeGrantedAt = (customer: Pick<Customer, 'metafields'>): number | undefined => {
  const raw = metafield(customer, WELCOME_DATE_METAFIELD) ?? '';
  const at = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(at) ? at : undefined;
};
