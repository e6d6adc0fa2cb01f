import type { Queryable } from '../db/db';
import type { AuthContext } from '../auth/guards';
import type { AdminActor } from './audit-log';

/** The signed-in admin as the audit log names them (their email, read from their customer record). */
export async function adminActor(db: Queryable, auth: AuthContext): Promise<AdminActor> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM customers WHERE tenant_id = $1 AND id = $2', [auth.tenant, auth.customerId]);
  // The token was verified; a customer deleted since still leaves a trace by id.
  return { id: auth.customerId, email: row?.email ?? `customer:${auth.customerId}`, tenant: auth.tenant };
}
