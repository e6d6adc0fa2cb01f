import { describe, expect, it } from 'vitest';
import { ShellStore } from '../../../src/application/shell/shell-store';
import { buildTestWorld } from '../../fixtures/fakes';

describe('a new launch shows a closed promo banner again (SPEC §9)', () => {
  it('within 12 hours the banner stays closed; after more than 12 hours it shows again', () => {
    const t0 = Date.parse('2026-11-21T08:00:00Z');
    const visit = (at: number, storage?: Map<string, string>) => {
      const world = buildTestWorld();
      world.scheduler.time = at;
      for (const [k, v] of storage ?? []) world.storage.set(k, v);
      return { world, shell: world.container.get(ShellStore) };
    };
    const dump = (w: ReturnType<typeof visit>['world']) => new Map(w.storage.keys().map((k) => [k, w.storage.get(k)!] as [string, string]));
    const first = visit(t0);
    expect(first.shell.newLaunch).toBe(true);
    first.shell.closePromoBanner();
    const soon = visit(t0 + 11 * 3_600_000, dump(first.world));
    expect(soon.shell.newLaunch).toBe(false);
    expect(soon.shell.promoBannerClosed).toBe(true);
    const later = visit(t0 + 11 * 3_600_000 + 12 * 3_600_000 + 1, dump(soon.world));
    expect(later.shell.newLaunch).toBe(true);
    expect(later.shell.promoBannerClosed).toBe(false);
  });
});
