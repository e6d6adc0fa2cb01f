import { Hono } from 'hono';
import { ConfigCodec } from '../../../src/contract/config';
import { TenantCodec } from '../../../src/contract/tenant';
import type { TenantRepository } from '../../tenants/tenant-repository';
import { HttpError } from '../decode';
import { endpoints, v1Route } from '../../../src/contract/endpoints';

export const DEFAULT_TENANT_ID = 'tilepix';
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The tenant a request is for: `tenantId` query (the client sends it on every call), else the default. */
export function tenantIdOf(query: string | undefined): string {
  const id = query ?? DEFAULT_TENANT_ID;
  if (!TENANT_ID.test(id)) throw new HttpError(400, 'Invalid request: tenantId must be lowercase letters, digits or hyphens');
  return id;
}

export function tenantRoutes(tenants: TenantRepository): Hono {
  const api = new Hono();
  api.get(v1Route(endpoints.getTenant), async (c) => {
    const tenant = await tenants.find(tenantIdOf(c.req.param('tenantId')));
    if (!tenant) throw new HttpError(404, 'Tenant not found.');
    return c.json(TenantCodec.encode(tenant));
  });
  api.get(v1Route(endpoints.getConfig), async (c) => {
    const config = await tenants.config(tenantIdOf(c.req.query('tenantId')));
    if (!config) throw new HttpError(404, 'Tenant not found.');
    return c.json(ConfigCodec.encode(config));
  });
  return api;
}
