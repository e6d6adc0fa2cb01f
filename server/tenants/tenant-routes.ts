import { Hono } from 'hono';
import { ConfigCodec } from '../../src/contract/config';
import { TenantCodec } from '../../src/contract/tenant';
import type { TenantRepository } from './tenant-repository';
import { HttpError } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { endpoints, v1Route } from '../../src/contract/endpoints';

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
