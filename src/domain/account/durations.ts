/** How long the 'Just sent another verification code' note stays (10 s). */
export const RESEND_NOTICE_MS = 10_000;
/** Delay between the geolocation check finishing and the welcome promo popping up (0.8 s). */
export const WELCOME_PROMO_DELAY_MS = 800;
/** How long a geolocation lookup is trusted (7 days). */
export const GEOLOCATION_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
/** Config and customer refresh interval (1 hour). */
export const ACCOUNT_REFRESH_MS = 3_600_000;
