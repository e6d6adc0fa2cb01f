import type { WelcomePromoConfig } from '../catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The welcome discount percent a shopper has now: the config's percentOff while the promo is
 * active and within `durationDays` days of being granted (the spec leaves the unit out; days is
 * how the welcome offer is advertised), otherwise 0.
 */
export const welcomePercentOff = (config: WelcomePromoConfig, grantedAt: number | undefined, now: number): number =>
  config.active && grantedAt !== undefined && now >= grantedAt && now - grantedAt < config.durationDays * DAY_MS ? config.percentOff : 0;
