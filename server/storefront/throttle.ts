/** The throttles' limits; the counting itself is shared in PostgreSQL (server/coordination). */
export { type ThrottleLimits } from '../coordination/rate-limiter';
