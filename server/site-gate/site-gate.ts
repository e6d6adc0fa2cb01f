import type { Queryable } from '../db/db';
import { checkSitePass, hashSitePassword } from './site-password';

/** The cookie that lets a browser into one private tenant (a name per tenant: query-chosen tenants share a host). */
export const sitePassCookie = (tenantId: string): string => `tpx_site_${tenantId}`;

/** The refusal every gated call answers an unauthorised browser (403): nothing of the tenant's data. */
export const SITE_NOT_PUBLIC = { message: 'This site is not public', code: 'site/private' } as const;

/** One cookie's value out of a Cookie header (no decoding: our passes are base64url and dots). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Private tenants (issue 18): which tenants have a password (table `site_gates`, migration 014) and
 * whether a browser's cookies open them. Read on every gated request, so a changed password revokes
 * every browser's pass on every server at once.
 */
export class SiteGate {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored hash of a private tenant's password; null for a public or unknown tenant. */
  async storedHash(tenantId: string): Promise<string | null> {
    const [row] = await this.db.query<{ password_hash: string }>('SELECT password_hash FROM site_gates WHERE tenant_id = $1', [tenantId]);
    return row?.password_hash ?? null;
  }

  /** The first of `tenantIds` that is private and not opened by `cookies`; null when every one may be read. */
  async lockedAmong(tenantIds: readonly string[], cookies: string | undefined): Promise<string | null> {
    const ids = [...new Set(tenantIds)];
    if (ids.length === 0) return null;
    const rows = await this.db.query<{ tenant_id: string; password_hash: string }>(
      'SELECT tenant_id, password_hash FROM site_gates WHERE tenant_id = ANY($1::text[]) ORDER BY tenant_id',
      [ids],
    );
    const now = this.now();
    const locked = rows.find((row) => {
      const pass = cookieValue(cookies, sitePassCookie(row.tenant_id));
      return !(pass && pass.length <= 200 && checkSitePass(pass, row.tenant_id, row.password_hash, now));
    });
    return locked?.tenant_id ?? null;
  }

  /** Whether a browser with these cookies may read this tenant. */
  async isOpen(tenantId: string, cookies: string | undefined): Promise<boolean> {
    return (await this.lockedAmong([tenantId], cookies)) === null;
  }

  /**
   * Makes a tenant private with this password (a new salt: every pass issued before is revoked), or
   * public again with null. `onlyIfUnset` keeps an existing password (the seed, on every start).
   */
  async setPassword(tenantId: string, password: string | null, { onlyIfUnset = false } = {}): Promise<void> {
    if (password === null) {
      await this.db.query('DELETE FROM site_gates WHERE tenant_id = $1', [tenantId]);
      return;
    }
    if (onlyIfUnset && (await this.storedHash(tenantId)) !== null) return;
    const hash = await hashSitePassword(password);
    await this.db.query(
      `INSERT INTO site_gates (tenant_id, password_hash) VALUES ($1, $2)
       ON CONFLICT (tenant_id) DO ${onlyIfUnset ? 'NOTHING' : 'UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()'}`,
      [tenantId, hash],
    );
  }
}
