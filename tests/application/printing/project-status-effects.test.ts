import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ProjectStatusEffects } from '../../../src/application/printing/project-status-effects';

describe('a project status change’s effects', () => {
  const make = (failPads = false) => {
    const cart = {
      setWallPads: vi.fn(() => {
        if (failPads) throw new Error('pads refused');
      }),
      setPromoCode: vi.fn(),
      setCartTiles: vi.fn(),
    };
    const targets = { rememberLastCart: vi.fn(), saveProjects: vi.fn() };
    const analytics = { reportError: vi.fn() };
    return { cart, targets, analytics, effects: new ProjectStatusEffects(cart, analytics) };
  };

  it('reach the cart, the last cart and the saves, the saves once after the others', () => {
    const { cart, targets, analytics, effects } = make();
    effects.run(
      [
        { type: 'saveProject', projectId: 'a' },
        { type: 'rememberLastCart', projectIds: ['a', 'b'] },
        { type: 'saveProject', projectId: 'b' },
        { type: 'setWallPadsInCart', count: 0 },
        { type: 'clearPromo' },
      ],
      targets,
    );
    expect(cart.setWallPads).toHaveBeenCalledWith(0);
    expect(cart.setPromoCode).toHaveBeenCalledWith(null);
    expect(targets.rememberLastCart).toHaveBeenCalledWith(['a', 'b']);
    expect(targets.saveProjects).toHaveBeenCalledTimes(1);
    expect(targets.saveProjects).toHaveBeenCalledWith(['a', 'b']);
    expect(analytics.reportError).not.toHaveBeenCalled();
  });

  it('no save asked: nothing is written', () => {
    const { targets, effects } = make();
    effects.run([{ type: 'clearPromo' }], targets);
    expect(targets.saveProjects).not.toHaveBeenCalled();
  });

  it('an effect that fails is reported with where it came from, and the rest still run', () => {
    const { cart, targets, analytics, effects } = make(true);
    effects.run([{ type: 'setWallPadsInCart', count: 0 }, { type: 'clearPromo' }, { type: 'saveProject', projectId: 'a' }], targets);
    expect(analytics.reportError).toHaveBeenCalledWith(expect.any(Error), { where: 'project-status:setWallPadsInCart' });
    expect(cart.setPromoCode).toHaveBeenCalledWith(null);
    expect(targets.saveProjects).toHaveBeenCalledWith(['a']);
  });

  it('tell the header bubble the cart’s tiles now and on every change, until disposed', () => {
    const { cart, effects } = make();
    const tiles = observable.box(3);
    const stop = effects.followCartTiles(() => tiles.get());
    runInAction(() => tiles.set(5));
    stop();
    runInAction(() => tiles.set(7));
    expect(cart.setCartTiles.mock.calls).toEqual([[3], [5]]);
  });
});
