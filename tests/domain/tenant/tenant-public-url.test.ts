import { describe, expect, it } from 'vitest';
import { tenantPageUrl } from '../../../src/domain/tenant/tenant-public-url';

describe('tenantPageUrl', () => {
  it('puts the default tenant at the public origin itself', () => {
    expect(tenantPageUrl('https://store.example', 'tilepix', '/products/tilepix')).toBe('https://store.example/products/tilepix');
  });

  it('puts a host tenant at its id before the public host, port kept', () => {
    expect(tenantPageUrl('https://store.example', 'wg', '/sitemap.xml')).toBe('https://wg.store.example/sitemap.xml');
    expect(tenantPageUrl('http://localhost:8080', 'cvs', '/')).toBe('http://cvs.localhost:8080/');
  });

  it('gives any other tenant the public origin with its tenant query', () => {
    expect(tenantPageUrl('https://store.example', 'demo', '/artists/mara-quinn')).toBe('https://store.example/artists/mara-quinn?tenant=demo');
  });
});
