import { describe, expect, it } from 'vitest';
import { CartPricingStore } from '../../../src/application/cart/cart-pricing-store';
import { ProjectPriceStore } from '../../../src/application/cart/project-price-store';
import { ProjectStore } from '../../../src/application/printing/project-store';
import type { LaunchContext as Launch } from '../../../src/application/ports/launch-context';
import { buildTestWorld, tenantReady } from '../../fixtures/fakes';

function setup(launch: Partial<Launch> = {}) {
  const world = buildTestWorld(launch);
  world.scheduler.time = Date.parse('2026-11-21T12:00:00Z');
  tenantReady(world);
  const projects = world.container.get(ProjectStore);
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const added = projects.photos.addTile({ imagePath: `/files/p-${projects.active.tiles.length}.jpg`, width: 1600, height: 1200 });
      if (added._tag === 'Left') throw new Error(added.left.message);
    }
  };
  return { projects, add, price: () => world.container.get(ProjectPriceStore).price, cart: world.container.get(CartPricingStore) };
}

describe('the tool’s live price (issue 31 item 3)', () => {
  it('prices the project being designed as the cart will: the tier over the cart and the project, and the next step', () => {
    const { projects, add, price, cart } = setup();
    expect(price()).toBeNull();
    add(4);
    projects.moveActiveToCart();
    add(5);
    expect(price()).toMatchObject({ tiles: 5, gross: 7000, automaticKind: 'none', total: 7000, nextTier: { tilesToAdd: 1, percent: 10 } });
    add(1);
    // 10 tiles over the cart and the project: 10% off, as the cart will charge once it is added.
    expect(price()).toMatchObject({ tiles: 6, automaticPercent: 10, automaticDiscount: 840, total: 7560, nextTier: { tilesToAdd: 10, percent: 20 } });
    const line = cart.priceWith([cart.projectLine(projects.active)]).lines.find((l) => l.id === projects.active.id);
    expect(line?.total).toBe(price()?.total);
  });

  it('on the pharmacy tenant (12 tiles at most) names no tier past the limit, in the tool nor the cart', () => {
    const { projects, add, price, cart } = setup({ search: 'tenant=wg' });
    add(8);
    expect(price()?.nextTier).toMatchObject({ tilesToAdd: 2, percent: 10 });
    add(4);
    expect(price()).toMatchObject({ tiles: 12, automaticPercent: 10, nextTier: null });
    projects.moveActiveToCart();
    // Before issue 31 the cart said 'Add 8 more tiles to get 20% off every tile…', which the 12-tile cap forbids.
    expect(cart.nextTierMessage).toBeNull();
  });
});
