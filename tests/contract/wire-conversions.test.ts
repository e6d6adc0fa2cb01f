import { describe, expect, it } from 'vitest';
import { ConfigCodec, toStoreConfig } from '../../src/contract/config';
import { CustomerAnswerCodec, fromCustomer, toCustomer } from '../../src/contract/customer';
import { describeDecodeErrors } from '../../src/contract/decode-errors';
import { fillPath, v1Route } from '../../src/contract/endpoints';
import { storefrontAccessToken } from '../../src/contract/storefront-token';

describe('wire conversions', () => {
  it('config: decimal prices to cents, the welcome duration in days', () => {
    const wire = { products: [{ id: 'blackTile', shopifyId: 'gid://1', price: '14.00' }], welcomePromo: { active: true, percentOff: 30, duration: 5 } };
    expect(ConfigCodec.is(wire)).toBe(true);
    expect(toStoreConfig(wire)).toEqual({
      products: [{ id: 'blackTile', shopifyId: 'gid://1', priceCents: 1400 }],
      welcomePromo: { active: true, percentOff: 30, durationDays: 5 },
    });
  });

  it('customer: snake_case on the wire, camelCase in the domain, both ways', () => {
    const wire = {
      id: 'c1',
      email: 'a@b.c',
      first_name: 'Ada',
      last_name: 'Lovelace',
      tags: 'vip',
      addresses: [{ id: 'a1', city: 'X' }],
      metafields: [{ key: 'promo_welcome', value: 'true', value_type: 'string' }],
    };
    const decoded = CustomerAnswerCodec.decode({ customer: wire });
    if (decoded._tag === 'Left') throw new Error(describeDecodeErrors(decoded.left).join('\n'));
    const customer = toCustomer(decoded.right.customer);
    expect(customer).toEqual({
      id: 'c1',
      email: 'a@b.c',
      firstName: 'Ada',
      lastName: 'Lovelace',
      tags: 'vip',
      addresses: [{ id: 'a1' }],
      metafields: [{ key: 'promo_welcome', value: 'true' }],
    });
    expect(toCustomer({ id: 'c2', email: 'x@y.z' })).toEqual({ id: 'c2', email: 'x@y.z' });
    expect(fromCustomer(customer)).toEqual({ ...wire, addresses: [{ id: 'a1' }] });
  });

  it('paths: params filled and encoded; server routes under /api/v1', () => {
    expect(fillPath('v1/products/:tenantId/artist/:artistName', { tenantId: 'wg', artistName: 'a/b c' })).toBe('v1/products/wg/artist/a%2Fb%20c');
    expect(v1Route({ path: 'v1/tenants/:tenantId/v2' })).toBe('/tenants/:tenantId/v2');
  });

  it('the storefront token rule is one function for client and seed', () => {
    expect(storefrontAccessToken('wg')).toBe('tpx-storefront-wg-public');
  });

  it('decode errors name the path without intersection indexes', () => {
    const result = ConfigCodec.decode({ products: [{ id: 'x', shopifyId: 's', price: 14 }], welcomePromo: { active: true, percentOff: 1, duration: 1 } });
    expect(result._tag === 'Left' && describeDecodeErrors(result.left)).toEqual(['products.0.price: expected a decimal amount like "14.00", got 14']);
  });
});
