import { randomUUID } from 'node:crypto';
import type { CustomerWire } from '../../src/contract/customer';
import { mailboxOf } from '../../src/domain/account';
import type { Queryable } from '../db/db';

/** A stored customer (SPEC §3). */
export interface CustomerRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly tags: string;
  readonly acceptsMarketing: boolean;
  readonly metafields: readonly { readonly key: string; readonly value: string }[];
  readonly createdAt: number;
}

export interface NewCustomer {
  readonly tenantId: string;
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly tags?: string;
  readonly acceptsMarketing: boolean;
  readonly metafields?: readonly { readonly key: string; readonly value: string }[];
}

interface CustomerRow {
  id: string;
  tenant_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  tags: string;
  accepts_marketing: boolean;
  metafields: unknown;
  created_at: Date | string;
}

const toRecord = (row: CustomerRow): CustomerRecord => {
  const raw = typeof row.metafields === 'string' ? (JSON.parse(row.metafields) as unknown) : row.metafields;
  const metafields = Array.isArray(raw)
    ? raw
        .filter((m): m is { key: string; value: string } => typeof m?.key === 'string' && typeof m?.value === 'string')
        .map((m) => ({ key: m.key, value: m.value }))
    : [];
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    tags: row.tags,
    acceptsMarketing: row.accepts_marketing,
    metafields,
    createdAt: new Date(row.created_at).getTime(),
  };
};

/** The customer as the account API answers it (the contract's snake_case record). */
export const customerWire = (c: CustomerRecord): CustomerWire => ({
  id: c.id,
  email: c.email,
  ...(c.firstName === null ? {} : { first_name: c.firstName }),
  ...(c.lastName === null ? {} : { last_name: c.lastName }),
  tags: c.tags,
  addresses: [],
  metafields: c.metafields.map((m) => ({ key: m.key, value: m.value, value_type: 'string' })),
});

/** Customers per tenant; emails are stored normalised (the caller normalises), with their mailbox (`mailboxOf`). */
export class CustomerRepository {
  constructor(private readonly db: Queryable) {}

  async findByEmail(tenantId: string, email: string, tx: Queryable = this.db): Promise<CustomerRecord | null> {
    const [row] = await tx.query<CustomerRow>('SELECT * FROM customers WHERE tenant_id = $1 AND email = $2', [tenantId, email]);
    return row ? toRecord(row) : null;
  }

  async findById(tenantId: string, id: string, tx: Queryable = this.db): Promise<CustomerRecord | null> {
    const [row] = await tx.query<CustomerRow>('SELECT * FROM customers WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    return row ? toRecord(row) : null;
  }

  /** Whether any customer of the tenant reads mail at `mailbox` (`pat+x@…` and `pat@…` are one). */
  async mailboxTaken(tenantId: string, mailbox: string, tx: Queryable = this.db): Promise<boolean> {
    return (await tx.query('SELECT 1 FROM customers WHERE tenant_id = $1 AND mailbox = $2 LIMIT 1', [tenantId, mailbox])).length > 0;
  }

  /**
   * Locks every tenant's customer of `email` until the transaction ends (in id order, so two locks
   * never wait on each other): one code issue or check at a time per email across tenants, which is
   * how the code limits are counted (the admin is a customer of every tenant).
   */
  async lockEmail(tx: Queryable, email: string): Promise<void> {
    await tx.query('SELECT id FROM customers WHERE email = $1 ORDER BY id FOR UPDATE', [email]);
  }

  /** Creates the customer; null when the email is already taken in the tenant (nothing written). */
  async create(customer: NewCustomer, now: number, tx: Queryable = this.db): Promise<CustomerRecord | null> {
    const [row] = await tx.query<CustomerRow>(
      `INSERT INTO customers (id, tenant_id, email, first_name, last_name, tags, accepts_marketing, metafields, created_at, mailbox)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (tenant_id, email) DO NOTHING
       RETURNING *`,
      [
        randomUUID(),
        customer.tenantId,
        customer.email,
        customer.firstName ?? null,
        customer.lastName ?? null,
        customer.tags ?? '',
        customer.acceptsMarketing,
        JSON.stringify(customer.metafields ?? []),
        new Date(now).toISOString(),
        mailboxOf(customer.email),
      ],
    );
    return row ? toRecord(row) : null;
  }

  /** ADMIN_EMAILS are customers of every tenant (idempotent; an existing account keeps its data). */
  async seedAdmins(emails: readonly string[], now: number): Promise<void> {
    const tenants = await this.db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
    for (const { id } of tenants) {
      for (const email of emails) await this.create({ tenantId: id, email, firstName: 'Admin', tags: 'admin', acceptsMarketing: false }, now);
    }
  }
}
