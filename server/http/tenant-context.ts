import { refusal, type Refusal } from './refusal';

/** The tenant a request names nothing else for. */
export const DEFAULT_TENANT_ID = 'tilepix';
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The tenant a request is for: `tenantId` query (the client sends it on every call), else the default. */
export function tenantIdOf(query: string | undefined): string | Refusal {
  const id = query ?? DEFAULT_TENANT_ID;
  if (!TENANT_ID.test(id)) return refusal(400, 'Invalid request: tenantId must be lowercase letters, digits or hyphens');
  return id;
}
