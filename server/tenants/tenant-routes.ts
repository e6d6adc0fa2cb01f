import { Hono } from 'hono';
import { ConfigCodec } from '../../src/contract/config';
import { TenantCodec } from '../../src/contract/tenant';
import type { TenantRepository } from './tenant-repository';
import { isRefusal, refusal, refused } from '../http/refusal';
import { tenantIdOf } from '../http/tenant-context';
import { endpoints, v1Route } from '../../src/contract/endpoints';

export function tenantRoutes(tenants: TenantRepository): Hono {
  const api = new Hono();
  api.get(v1Route(endpoints.getTenant), async (c) => {
    const tenantId = tenantIdOf(c.req.param('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const tenant = await tenants.find(tenantId);
    if (!tenant) return refused(c, refusal(404, 'Tenant not found.'));
    return c.json(TenantCodec.encode(tenant));
  });
  api.get(v1Route(endpoints.getConfig), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const config = await tenants.config(tenantId);
    if (!config) return refused(c, refusal(404, 'Tenant not found.'));
    return c.json(ConfigCodec.encode(config));
  });
  return api;
}
