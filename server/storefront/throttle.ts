/** The throttles' limits; the counting itself is shared in PostgreSQL (server/coordination). */
export { DEFAULT_THROTTLE, type RateLimiter, type ThrottleLimits } from '../coordination/rate-limiter';
