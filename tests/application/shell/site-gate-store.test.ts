import { left } from 'fp-ts/Either';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SiteGateStore } from '../../../src/application/shell/site-gate-store';
import { TenantStore } from '../../../src/application/shell/tenant-store';
import { buildTestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

/* Issue 18: the private-site gate as the shopper meets it (SPEC §2 Shell, §8 'Incorrect password'). */
const privateWorld = () => {
  const world = buildTestWorld({ search: 'tenant=wg' });
  world.api.sitePasswords.set('wg', 'tilepix-demo');
  return { world, tenants: world.container.get(TenantStore), gate: world.container.get(SiteGateStore) };
};

describe('SiteGateStore', () => {
  it('shows the gate for a private tenant instead of the store or an error', async () => {
    const { tenants } = privateWorld();
    await tenants.load();
    expect(tenants.state).toEqual({ status: 'private' });
  });

  it("says 'Incorrect password' to a wrong password and keeps the gate", async () => {
    const { tenants, gate } = privateWorld();
    await tenants.load();
    gate.ask();
    expect(gate.asking).toBe(true);
    expect(await gate.submit('guess')).toBe('incorrect');
    expect(gate.message).toBe('Incorrect password');
    expect(gate.asking).toBe(true);
    expect(tenants.state.status).toBe('private');
  });

  it('lets the right password in: the prompt closes and the tenant loads', async () => {
    const { world, tenants, gate } = privateWorld();
    await tenants.load();
    gate.ask();
    await gate.submit('wrong');
    expect(await gate.submit('tilepix-demo')).toBe('authorized');
    expect(gate.asking).toBe(false);
    expect(gate.message).toBeUndefined();
    expect(tenants.state.status).toBe('ready');
    expect(tenants.tenant.shopAllLabel).toBe('PRINT & PICK UP TODAY');
    expect(world.api.tenantCalls).toEqual(['wg', 'wg']);
  });

  it("shows the server's words when throttled, and a retry line when the check fails", async () => {
    const { world, tenants, gate } = privateWorld();
    await tenants.load();
    gate.ask();
    world.api.siteAuthorizeAnswer = left({
      code: 'api/bad-request',
      status: 429,
      message: 'Too many password attempts. Please wait a few minutes and try again.',
    });
    expect(await gate.submit('tilepix-demo')).toBe('throttled');
    expect(gate.message).toBe('Too many password attempts. Please wait a few minutes and try again.');
    world.api.siteAuthorizeAnswer = left({ code: 'api/network', message: 'offline' });
    expect(await gate.submit('tilepix-demo')).toBe('unavailable');
    expect(gate.message).toBe('The password could not be checked right now. Please try again.');
    expect(tenants.state.status).toBe('private');
  });

  it('Cancel closes the prompt and forgets the message', async () => {
    const { tenants, gate } = privateWorld();
    await tenants.load();
    gate.ask();
    await gate.submit('nope');
    gate.cancel();
    expect(gate.asking).toBe(false);
    expect(gate.message).toBeUndefined();
  });
});
