import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { GeolocationStore } from '../../../src/application/account/geolocation-store';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { storageKey } from '../../../src/domain/persistence';
import { buildTestWorld } from '../../fixtures/fakes';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function setup(answer: Parameters<typeof right<never, string | null>>[0] | 'fail') {
  const world = buildTestWorld();
  world.api.geolocationAnswer = answer === 'fail' ? left({ code: 'api/network', message: 'offline' }) : right(answer);
  return { world, geo: world.container.get(GeolocationStore), modals: world.container.get(ModalStore) };
}

describe('the geolocation check (SPEC §4)', () => {
  it('shows the notice for a non-US answer, caches it, and is done once the notice is dismissed', async () => {
    const { world, geo, modals } = setup('CA');
    geo.start();
    await flush();
    expect(modals.current?.request.kind).toBe('geolocation');
    expect(geo.done).toBe(false);
    expect(world.storage.get(storageKey('tilepix', 'geolocation'))).toContain('"countryCode":"CA"');
    modals.dismiss();
    await flush();
    expect(geo.done).toBe(true);
  });

  it('is done silently for a US answer, an unknown country or a failure', async () => {
    for (const answer of ['US', null, 'fail'] as const) {
      const { geo, modals } = setup(answer);
      geo.start();
      await flush();
      expect(geo.done, String(answer)).toBe(true);
      expect(modals.isOpen).toBe(false);
    }
  });

  it('trusts a cached answer for 7 days', async () => {
    const { world, geo } = setup('CA');
    world.storage.set(
      storageKey('tilepix', 'geolocation'),
      JSON.stringify({ value: { countryCode: 'CA', savedAt: world.scheduler.now() }, savedAt: world.scheduler.now() }),
    );
    geo.start();
    await flush();
    expect(geo.done).toBe(true);
    expect(world.api.accountCalls).not.toContain('geolocation');
  });
});
