import type { AdminCustomerWire, CustomerProjectSummaryWire, CustomerProjectsWire } from '../../src/contract/admin-customers';
import type { Db } from '../db/db';
import { refusal, type Refusal } from '../http/refusal';

export const CUSTOMERS_PAGE_SIZE = 25;
/** The most projects the admin's list shows (a customer holds at most 200 open ones). */
const MAX_LISTED_PROJECTS = 200;

interface CustomerRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  open_projects: string | number;
}

const customerOf = (r: CustomerRow): AdminCustomerWire => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  openProjects: Number(r.open_projects),
});

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const OPEN_PROJECTS = `(SELECT count(*) FROM projects p WHERE p.tenant_id = c.tenant_id AND p.owner_id = c.id AND p.completed_at IS NULL) AS open_projects`;

/**
 * The admin's view of customers (SPEC §6: an admin edits projects for another user id). Only the
 * admin's own store's customers: another store's customer is not found, whatever its id.
 */
export class CustomerLookup {
  constructor(private readonly db: Db) {}

  /** Customers whose email contains `q`, or whose id is `q`; newest first, 25 a page. */
  async search(tenant: string, q: string, page: number) {
    const text = q.trim().toLowerCase();
    const where = text ? "c.tenant_id = $1 AND (c.email LIKE $2 ESCAPE '\\' OR c.id = $3)" : 'c.tenant_id = $1';
    const params = text ? [tenant, containing(text), q.trim()] : [tenant];
    const [count] = await this.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM customers c WHERE ${where}`, params);
    const rows = await this.db.query<CustomerRow>(
      `SELECT c.id, c.email, c.first_name, c.last_name, ${OPEN_PROJECTS}
       FROM customers c WHERE ${where} ORDER BY c.created_at DESC, c.id LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ${(page - 1) * CUSTOMERS_PAGE_SIZE}`,
      params,
    );
    return { customers: rows.map(customerOf), page, pageSize: CUSTOMERS_PAGE_SIZE, total: Number(count?.n ?? 0) };
  }

  /** One customer of the store and their saved projects, the newest first. */
  async projects(tenant: string, customerId: string): Promise<CustomerProjectsWire | Refusal> {
    const [customer] = await this.db.query<CustomerRow>(
      `SELECT c.id, c.email, c.first_name, c.last_name, ${OPEN_PROJECTS} FROM customers c WHERE c.tenant_id = $1 AND c.id = $2`,
      [tenant, customerId],
    );
    if (!customer) return refusal(404, 'Customer not found.');
    const rows = await this.db.query<{
      id: string;
      version: number;
      tile_count: number;
      updated_at: Date | string;
      completed_at: Date | string | null;
      status: string | null;
      product_id: string | null;
      frame_color: string | null;
      image_path: string | null;
    }>(
      `SELECT id, version, tile_count, updated_at, completed_at, document->>'status' AS status, document->>'productId' AS product_id,
         document->>'frameColor' AS frame_color,
         COALESCE(NULLIF(document->>'singleImagePath', ''), document->'tiles'->0->>'imagePath') AS image_path
       FROM projects WHERE tenant_id = $1 AND owner_id = $2 ORDER BY updated_at DESC, id LIMIT ${MAX_LISTED_PROJECTS}`,
      [tenant, customerId],
    );
    const projects: CustomerProjectSummaryWire[] = rows.map((r) => ({
      id: r.id,
      status: r.status ?? 'InProgress',
      tiles: r.tile_count,
      productId: r.product_id,
      frameColor: r.frame_color,
      imagePath: r.image_path,
      version: r.version,
      updatedAt: new Date(r.updated_at).toISOString(),
      completed: r.completed_at !== null,
    }));
    return { customer: customerOf(customer), projects };
  }
}
