import { createHash } from 'node:crypto';
import { ArtistGroupListCodec } from '../../src/contract/artist';
import { bootJson, BOOT_ELEMENT_ID, type BootWire } from '../../src/contract/boot';
import { ConfigCodec } from '../../src/contract/config';
import { FaqArticleListCodec } from '../../src/contract/faq';
import { ProductCodec, ProductListCodec } from '../../src/contract/product';
import { TenantCodec } from '../../src/contract/tenant';
import { HOST_TENANTS, resolveTenantId } from '../../src/domain/tenant/tenant-resolution';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { TenantRepository } from '../tenants/tenant-repository';

export interface BootSources {
  tenants: TenantRepository;
  catalogue: CatalogueRepository;
  /** Whether a browser with these cookies may read the tenant (a private one's data never goes in the page without its pass). */
  siteOpen?: (tenantId: string, cookies: string | undefined) => Promise<boolean>;
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const PRODUCT_SLUG = /^\/products\/([A-Za-z0-9][A-Za-z0-9_-]{0,79})\/?$/;

/** tpx-initial-data's tenant, read loosely: the client decodes it properly and logs a bad one. */
function initialDataTenant(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return undefined;
    const { tenant, tenantId } = data as Record<string, unknown>;
    const value = typeof tenant === 'string' ? tenant : tenantId;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The request's tenant, resolved as the client does (DESIGN §3): initial data, `tenant` query, host name, default. */
export function requestTenantId(url: URL, host: string | undefined): string {
  return resolveTenantId({
    initialDataTenant: initialDataTenant(url.searchParams.get('tpx-initial-data')),
    queryTenant: url.searchParams.get('tenant'),
    hostname: (host ?? url.host).replace(/:\d+$/, ''),
    hostTenants: HOST_TENANTS,
  });
}

/**
 * What the page needs for its first paint, encoded with the contract's codecs: the tenant, its
 * config and artist groups, the listed products on / and /shop-all, the product on /products/{slug}.
 * Null when the tenant is unknown (the client then fetches and shows 'Tenant not found.').
 */
export async function bootData(sources: BootSources, url: URL, host: string | undefined, cookies?: string): Promise<BootWire | null> {
  const tenantId = requestTenantId(url, host);
  if (!TENANT_ID.test(tenantId)) return null;
  if (sources.siteOpen && !(await sources.siteOpen(tenantId, cookies))) return null;
  const tenant = await sources.tenants.find(tenantId);
  if (!tenant) return null;
  const path = url.pathname;
  const slug = PRODUCT_SLUG.exec(path)?.[1];
  const wantsProducts = path === '/' || path === '/shop-all' || path.startsWith('/shop-all/');
  const wantsFaqs = path === '/faqs' || path === '/faqs/';
  const [config, artistGroups, products, product, faqs] = await Promise.all([
    sources.tenants.config(tenantId),
    sources.catalogue.artistGroups(tenantId),
    wantsProducts ? sources.catalogue.listedProducts(tenantId) : null,
    slug ? sources.catalogue.product(tenantId, { urlSlug: slug }) : null,
    wantsFaqs ? sources.catalogue.promotedArticles() : null,
  ]);
  const boot: BootWire = {
    tenantId,
    tenant: TenantCodec.encode(tenant),
    ...(config ? { config: ConfigCodec.encode(config) } : {}),
    artistGroups: ArtistGroupListCodec.encode({ artistGroups }),
    ...(products ? { products: ProductListCodec.encode({ products }) } : {}),
    ...(faqs ? { faqs: FaqArticleListCodec.encode({ articles: faqs }) } : {}),
    ...(product && slug ? { product: { urlSlug: slug.toLowerCase(), product: ProductCodec.encode(product) } } : {}),
  };
  return boot;
}

/** index.html with the boot block in place of its `<!--tpx:boot-->` marker (or none). */
export function withBootData(template: string, boot: BootWire | null): string {
  const block = boot ? `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(boot)}</script>` : '';
  return template.replace('<!--tpx:boot-->', block);
}

/** A strong validator for an HTML answer: it differs per tenant and per catalogue change. */
export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha1').update(body).digest('base64url')}"`;
