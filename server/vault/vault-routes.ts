import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as t from 'io-ts';
import { creditcard, validateExpiry } from '../../src/domain/validation';
import type { Db } from '../db/db';
import { tenantIdOf } from '../http/tenant-context';
import { decodeJsonBody } from '../http/decode';
import { clientAddress } from '../storefront/client-address';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { cardBrand, gatewayOutcome } from './test-gateway';
import { refused, isRefusal, refusal } from '../http/refusal';

const Digits = t.union([t.string, t.number]);

/** POST /api/vault/sessions, in the shape of Shopify's card vault (deposit.shopifypay.com/sessions). */
export const VaultSessionRequestCodec = t.type({
  credit_card: t.intersection([
    t.type({ number: t.string, month: Digits, year: Digits, verification_value: t.string }),
    t.partial({ first_name: t.string, last_name: t.string }),
  ]),
});

/** Per client: a burst of 10 cards, then one every 6 seconds. */
export const VAULT_THROTTLE = { capacity: 10, refillPerSecond: 1 / 6 };

/** How long a vaulted card can be used to complete a checkout. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * The card vault: checks the card with the domain's rules (Luhn, expiry), keeps only what a receipt
 * shows (brand, last 4, expiry) and the test gateway's verdict, and answers `{ id }`. The full number
 * and the security code are never stored or logged.
 */
export function vaultRoutes(db: Db, now: () => number = Date.now, limits: ThrottleLimits = VAULT_THROTTLE): Hono {
  const api = new Hono();
  const throttle = new PgRateLimiter(db, 'vault', limits, now);
  api.post('/sessions', bodyLimit({ maxSize: 4 * 1024, onError: (c) => refused(c, refusal(413, 'The card details are too large.')) }), async (c) => {
    // Card testing is the abuse a vault invites: a few cards a minute per client is plenty for a shopper.
    if (!(await throttle.take(clientAddress(c)))) return refused(c, refusal(429, 'Too many card attempts. Please wait a minute and try again.'));
    const tenantId = c.req.query('tenantId') === undefined ? null : tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, VaultSessionRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const { credit_card: card } = body;
    if (tenantId !== null && (await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenantId])).length === 0) {
      return refused(c, refusal(404, 'Tenant not found.'));
    }
    const digits = card.number.replace(/[\s-]/g, '');
    const numberError = creditcard(card.number) ?? (digits === '' ? { message: 'Invalid credit card number' } : undefined);
    if (numberError) return refused(c, refusal(422, numberError.message));
    const month = String(card.month).padStart(2, '0');
    const year = String(card.year).slice(-2).padStart(2, '0');
    const expiry = validateExpiry(`${month}${year}`, now());
    if (expiry._tag === 'Left') return refused(c, refusal(422, expiry.left.message));
    if (!/^\d{3,4}$/.test(card.verification_value.trim())) return refused(c, refusal(422, 'Invalid security code'));
    const id = `vs_${randomBytes(18).toString('base64url')}`;
    const holder = [card.first_name, card.last_name].filter((p) => p && p.trim() !== '').join(' ') || null;
    await db.query(
      `INSERT INTO payment_sessions (id, tenant_id, brand, last4, exp_month, exp_year, holder_name, outcome, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        tenantId,
        cardBrand(digits),
        digits.slice(-4),
        expiry.right.month,
        expiry.right.year,
        holder,
        gatewayOutcome(digits),
        new Date(now() + SESSION_TTL_MS),
      ],
    );
    return c.json({ id });
  });
  return api;
}
