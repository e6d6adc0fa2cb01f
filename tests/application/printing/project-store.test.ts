import { describe, expect, it, vi } from 'vitest';
import { completeCheckout, createProject, createTile, MAT_COLORS, LEAVE_PAGE_PROMPT, type Project } from '../../../src/domain/project';
import { CartContentsStore } from '../../../src/application/cart/cart-contents-store';
import { interpretEffects, type EffectHandlers } from '../../../src/application/machine';
import type { StatusEffect } from '../../../src/domain/project';
import { readStored, storageKey, STORAGE_TTL_MS, encodeStored } from '../../../src/domain/persistence';
import { PROJECTS_PERSIST_DEBOUNCE_MS, PROJECTS_PERSIST_MAX_WAIT_MS, ProjectStore } from '../../../src/application/printing/project-store';
import { buildTestWorld } from '../../fixtures/fakes';
import { CartHandOff } from '../../../src/application/printing/cart-hand-off';
import { PHOTOS, PrintingHarness } from './harness';

const stored = (h: PrintingHarness, tenant = 'tilepix'): Project[] => {
  const read = readStored(h.world.storage.get(storageKey(tenant, 'projects')), h.world.scheduler.now());
  return read.kind === 'value' ? (read.value as Project[]) : [];
};

describe('ProjectStore: projects', () => {
  it('starts with one fresh active default project (Black, no mat, color, quantity 1, spacing 1)', () => {
    const h = new PrintingHarness();
    expect(h.projects.projects).toHaveLength(1);
    const p = h.projects.active;
    expect(p).toMatchObject({
      status: 'InProgress',
      isActive: true,
      frameColor: 'Black',
      matColor: '#FFFFFF00',
      filter: 'color',
      quantity: 1,
      tileSpacing: 1,
      productId: 'tilepix',
    });
    expect(h.projects.hasUnsavedChanges).toBe(false);
  });

  it('a new project removes empty projects and deactivates the others', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const first = h.projects.active.id;
    h.projects.startNewProject();
    const emptyId = h.projects.active.id;
    h.projects.startNewProject();
    const ids = h.projects.projects.map((p) => p.id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(emptyId);
    expect(h.projects.projects.filter((p) => p.isActive)).toHaveLength(1);
    expect(h.projects.projects.find((p) => p.id === first)?.isActive).toBe(false);
  });

  it('removing the last project creates a fresh default one', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const id = h.projects.active.id;
    h.projects.removeProject(id);
    expect(h.projects.projects).toHaveLength(1);
    expect(h.projects.active.id).not.toBe(id);
    expect(h.projects.active.tiles).toEqual([]);
  });

  it('adds tiles into the layout frames in order, centred at scale 1 with the project options', () => {
    const h = new PrintingHarness();
    expect(h.projects.options.setLayout(9)._tag).toBe('Right');
    h.add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall, PHOTOS.wide);
    expect(h.tiles.map((t) => [t.positionX, t.positionY])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
    ]);
    expect(h.crop(0)).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    expect(h.tile(0).scale).toBe(1);
    expect(h.view.model.tiles).toHaveLength(9); // 4 photos, 5 empty frames
    expect(h.view.model.tiles.filter((t) => t.tileId === null)).toHaveLength(5);
    expect(h.projects.selection.selectedTileId).toBe(h.tile(3).id);
  });

  it('refuses a layout with fewer frames than photos and offers Custom (one frame per photo)', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.wide, PHOTOS.wide, PHOTOS.wide);
    const refused = h.projects.options.setLayout(3);
    expect(refused._tag).toBe('Left');
    expect(h.projects.options.setLayout('Custom')._tag).toBe('Right');
    expect(h.view.model.tiles).toHaveLength(4);
    expect(h.projects.options.setLayout(100)._tag).toBe('Right');
    expect(h.view.model.tiles).toHaveLength(100);
  });

  it('removes a tile and moves the later ones up a frame; replaces a photo keeping options and frame', () => {
    const h = new PrintingHarness();
    h.projects.options.setLayout(6);
    h.add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall);
    const [a, b, c] = h.tiles.map((t) => t.id);
    h.projects.options.setMatColor(MAT_COLORS.white, { tileId: c as string });
    h.projects.photos.removeTile(b as string);
    expect(h.tiles.map((t) => t.id)).toEqual([a, c]);
    expect([h.tile(1).positionX, h.tile(1).positionY]).toEqual([1, 0]);
    h.projects.photos.replaceTile(c as string, PHOTOS.square);
    expect(h.tile(1)).toMatchObject({
      id: c,
      imagePath: PHOTOS.square.imagePath,
      width: 2000,
      height: 2000,
      matColor: MAT_COLORS.white,
      positionX: 1,
      scale: 1,
    });
  });

  it('keeps quantity a whole number from 1', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    expect(h.projects.setQuantity(3)).toEqual({ _tag: 'Right', right: 3 });
    h.projects.setQuantity(0);
    expect(h.projects.active.quantity).toBe(1);
    h.projects.setQuantity(2.7);
    expect(h.projects.active.quantity).toBe(2);
  });

  it('enforces the pharmacy limit of 12 tiles of the main product', () => {
    const h = new PrintingHarness({ search: 'tenant=wg' });
    for (let i = 0; i < 12; i++) h.add(PHOTOS.square);
    const refused = h.projects.photos.addTile(PHOTOS.square);
    expect(refused._tag).toBe('Left');
    expect(refused._tag === 'Left' && refused.left.code).toBe('tenant/tile-limit');
    expect(h.projects.setQuantity(2)._tag).toBe('Left');
  });

  it("follows the limits the tenant publishes (an admin's saved change), not a hard-coded 12 / Black (issue 26)", () => {
    const h = new PrintingHarness({ tenant: { maxMainProductTiles: 2, allowedFrameColors: ['White', 'Gray'], forcedProductId: 'coastlineTile' } });
    expect(h.projects.active.productId).toBe('coastlineTile');
    h.projects.designProduct('tilepix');
    expect(h.projects.active.productId).toBe('coastlineTile');
    h.add(PHOTOS.square, PHOTOS.wide);
    expect(h.projects.photos.addTile(PHOTOS.tall)).toMatchObject({
      _tag: 'Left',
      left: { message: 'You can print up to 2 tiles per order. You have room for 0 more.' },
    });
    expect(h.projects.setQuantity(2)).toMatchObject({ _tag: 'Left', left: { code: 'tenant/tile-limit', max: 2 } });
    expect(h.projects.options.frameColors).toEqual(['White', 'Gray']);
    expect(h.projects.options.setFrameColor('Black')).toEqual({
      _tag: 'Left',
      left: { code: 'options/frame-not-allowed', message: 'Black frames are not available here.' },
    });
    expect(h.projects.options.setFrameColor('Gray')._tag).toBe('Right');

    // The pharmacy with its limits lifted by its admin: no 12, every colour.
    const wg = new PrintingHarness({ search: 'tenant=wg', tenant: { maxMainProductTiles: null, allowedFrameColors: null } });
    for (let i = 0; i < 13; i++) wg.add(PHOTOS.square);
    expect(wg.tiles).toHaveLength(13);
    expect(wg.projects.options.setFrameColor('White')._tag).toBe('Right');
  });
});

describe('ProjectStore: options', () => {
  it("frame colours come from the product's variants; an unknown one is 'Unrecognized variantName ...'", () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    expect(h.projects.options.frameColors).toEqual(['Black', 'White', 'Gray']);
    expect(h.projects.options.setFrameColor('white')).toEqual({ _tag: 'Right', right: 'White' });
    expect(h.tiles.every((t) => t.frameColor === 'White')).toBe(true);
    expect(h.view.model.tiles[0]?.frameColor).toBe(0xf5f5f5);
    h.projects.options.setFrameColor('Gray', { tileId: h.tile(1).id });
    expect(h.view.model.tiles.map((t) => t.frameColor)).toEqual([0xf5f5f5, 0xb8b8b8]);
    const refused = h.projects.options.setFrameColor('Purple');
    expect(refused).toEqual({ _tag: 'Left', left: { code: 'options/unrecognized-variant', message: 'Unrecognized variantName Purple' } });
  });

  it('the pharmacy tenant offers black frames only', () => {
    const h = new PrintingHarness({ search: 'tenant=wg' }).add(PHOTOS.wide);
    expect(h.projects.options.frameColors).toEqual(['Black']);
    expect(h.projects.options.setFrameColor('White')._tag).toBe('Left');
    expect(h.tile(0).frameColor).toBe('Black');
  });

  it('mat (none, gray, white) and filter (colour, grayscale) per project and per tile reach the render model', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    expect(h.frame(0).mat).toBeNull();
    h.projects.options.setMatColor(MAT_COLORS.gray);
    expect(h.frame(0).mat).toBe(0x939598);
    expect(h.frame(0).photo.width).toBeLessThan(h.frame(0).frame.width - 2 * h.frame(0).border);
    h.projects.options.setMatColor(MAT_COLORS.white, { tileId: h.tile(1).id });
    expect([h.frame(0).mat, h.frame(1).mat]).toEqual([0x939598, 0xffffff]);
    h.projects.options.setFilter('grayScale', { tileId: h.tile(0).id });
    expect([h.frame(0).grayscale, h.frame(1).grayscale]).toEqual([true, false]);
    // A grayscale tile asks for its precomputed grayscale picture.
    expect(h.view.requests.some((r) => r.variant === 'grayScale' && r.path === PHOTOS.wide.imagePath)).toBe(true);
  });

  it('orientation changes only for orientation-eligible products', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.projects.options.setOrientation('Landscape');
    expect(h.tile(0).orientation).toBe('Portrait');
  });
});

describe('ProjectStore: split projects', () => {
  it('divides one photo over rows x cols batched tiles with tileSpacing 0.5; each shows its part', () => {
    const h = new PrintingHarness();
    const result = h.projects.photos.createSplitProject(PHOTOS.wide, 2, 3);
    expect(result._tag).toBe('Right');
    const p = h.projects.active;
    expect(p).toMatchObject({ isSplit: true, isBatched: true, rows: 2, cols: 3, tileSpacing: 0.5, singleImagePath: PHOTOS.wide.imagePath });
    expect(p.tiles).toHaveLength(6);
    // 3:2 photo, 3:2 picture: the whole photo, 1000 px per tile.
    expect(h.tiles.map((t) => [t.cropTopLeftX, t.cropTopLeftY])).toEqual([
      [0, 0],
      [1000, 0],
      [2000, 0],
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
    const m = h.view.model.tiles;
    expect(m[0]!.image).toBeNull(); // not loaded yet
    const gap = m[1]!.frame.x - (m[0]!.frame.x + m[0]!.frame.width);
    expect(gap / m[0]!.frame.width).toBeCloseTo(0.5 / 8, 5);
  });

  it('panning or zooming any tile moves the whole picture, inside the image', () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.square, 1, 2); // 2:1 picture of a square photo: 2000 x 1000
    expect(h.projects.active.cropTopLeftY).toBe(500);
    h.drag(1, 0, 40);
    const y = h.projects.active.cropTopLeftY as number;
    expect(y).toBeLessThan(500);
    expect(h.tile(0).cropTopLeftY).toBe(y);
    expect(h.tile(1).cropTopLeftY).toBe(y);
    h.drag(0, 0, 5000);
    expect(h.projects.active.cropTopLeftY).toBe(0);
    // The slider's end asks for 4x; zoom stops where a 1000 px piece falls to the 500 px an 8-inch
    // tile needs (issue 28: pieces are cut at whole pixels, so 1000 / 500.5, a pixel to spare).
    h.projects.framing.setTileZoom(h.tile(0).id, 1);
    expect(h.projects.active.scale).toBeCloseTo(1000 / 500.5, 6);
    expect(h.tiles.map((t) => Math.round(t.cropBottomRightX! - t.cropTopLeftX))).toEqual([501, 500]);
    expect([...h.projects.lowResolutionTiles.values()].map((w) => w.message)).toEqual([]);
  });
});

describe('ProjectStore: local persistence', () => {
  it('writes tenant-prefixed, filtered projects after a debounce, and restores them on reload', () => {
    const h = new PrintingHarness({ search: 'tenant=wg' }).add(PHOTOS.wide);
    h.projects.setQuantity(2);
    expect(h.world.storage.get(storageKey('wg', 'projects'))).toBeNull();
    h.world.scheduler.advance(PROJECTS_PERSIST_DEBOUNCE_MS);
    const saved = stored(h, 'wg');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.tiles[0]?.imagePath).toBe(PHOTOS.wide.imagePath);
    expect(h.world.storage.get(storageKey('tilepix', 'projects'))).toBeNull();

    const again = new PrintingHarness({ search: 'tenant=wg', stored: saved });
    expect(again.projects.active.id).toBe(h.projects.active.id);
    expect(again.projects.active.quantity).toBe(2);
    expect(again.projects.hasUnsavedChanges).toBe(true);
  });

  it('drops tiles without stored image paths and split projects without a single image path', () => {
    const base = createProject({ id: 'p1', now: 1_000_000, cartToken: 'c', productId: 'tilepix' });
    const project: Project = {
      ...base,
      tiles: [createTile({ id: 't1', width: 100, height: 100, imagePath: '/a.jpg' }), createTile({ id: 't2', width: 100, height: 100 })],
    };
    const h = new PrintingHarness({ stored: [project] });
    h.projects.setQuantity(2);
    h.persist();
    expect(stored(h)[0]?.tiles.map((t) => t.id)).toEqual(['t1']);
  });

  it('removes expired (over 4 days) and unparsable items on load', () => {
    const world = buildTestWorld();
    world.scheduler.time = STORAGE_TTL_MS + 10;
    world.storage.set(storageKey('tilepix', 'projects'), encodeStored([createProject({ id: 'old', now: 0, cartToken: 'c', productId: 'tilepix' })], 0));
    const store = world.container.get(ProjectStore);
    expect(store.projects.map((p) => p.id)).not.toContain('old');
    expect(world.storage.get(storageKey('tilepix', 'projects'))).toBeNull();

    const world2 = buildTestWorld();
    world2.storage.set(storageKey('tilepix', 'projects'), '{not json');
    world2.container.get(ProjectStore);
    expect(world2.storage.get(storageKey('tilepix', 'projects'))).toBeNull();
  });

  it("raises the unsaved flag on edit, prompts 'Your changes may not be saved if you leave now.' (never in an iframe), and clears on markSaved", () => {
    const h = new PrintingHarness();
    expect(h.projects.leavePrompt({ inIframe: false, hasProgressItems: false })).toBeUndefined();
    h.add(PHOTOS.wide);
    expect(h.projects.hasUnsavedChanges).toBe(true);
    expect(h.projects.leavePrompt({ inIframe: false, hasProgressItems: false })).toBe('Your changes may not be saved if you leave now.');
    expect(LEAVE_PAGE_PROMPT).toBe('Your changes may not be saved if you leave now.');
    expect(h.projects.leavePrompt({ inIframe: true, hasProgressItems: false })).toBeUndefined();
    h.projects.markSaved(h.projects.projects.map((p) => p.id));
    expect(h.projects.hasUnsavedChanges).toBe(false);
  });

  it('writes only after the last change of a continuous gesture has been quiet for the debounce', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.persist();
    const writes = vi.spyOn(h.world.storage, 'set');
    // A gesture of 20 changes, one every 50 ms (1 s in all): no write inside it.
    for (let i = 0; i < 20; i++) {
      h.projects.setQuantity(2 + (i % 2));
      h.world.scheduler.advance(50);
    }
    expect(writes).not.toHaveBeenCalled();
    // 50 ms after the last change: still quiet for less than the debounce.
    h.world.scheduler.advance(PROJECTS_PERSIST_DEBOUNCE_MS - 100);
    expect(writes).not.toHaveBeenCalled();
    h.world.scheduler.advance(50);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(stored(h)[0]?.quantity).toBe(3);
    // Nothing more is pending: no further writes without changes.
    expect(h.world.scheduler.pending).toBe(0);
    h.world.scheduler.advance(10_000);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('a never-ending gesture is still written every maximum wait', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.persist();
    const set = h.world.storage.set.bind(h.world.storage);
    const writtenAt: number[] = [];
    vi.spyOn(h.world.storage, 'set').mockImplementation((key, value) => {
      writtenAt.push(h.world.scheduler.now());
      return set(key, value);
    });
    const start = h.world.scheduler.now();
    for (let i = 0; i < 100; i++) {
      h.projects.setQuantity(2 + (i % 2)); // a change every 50 ms for 5 s
      h.world.scheduler.advance(50);
    }
    expect(writtenAt.map((t) => t - start)).toEqual([PROJECTS_PERSIST_MAX_WAIT_MS, 2 * PROJECTS_PERSIST_MAX_WAIT_MS]);
  });

  it('flush writes at once and cancels the pending write', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.persist();
    const writes = vi.spyOn(h.world.storage, 'set');
    h.projects.setQuantity(4);
    expect(h.world.scheduler.pending).toBe(1);
    h.projects.flush();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(stored(h)[0]?.quantity).toBe(4);
    expect(h.world.scheduler.pending).toBe(0);
    h.world.scheduler.advance(PROJECTS_PERSIST_MAX_WAIT_MS);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('flushes a pending write on dispose and stops its reaction', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.projects.dispose();
    expect(stored(h)).toHaveLength(1);
    expect(h.world.scheduler.pending).toBe(0);
  });
});

describe('ProjectStore: uploads into the project', () => {
  it('flags an uploading tile and records where the photo came from', () => {
    const h = new PrintingHarness();
    h.projects.photos.addTile({
      imagePath: 'blob:preview-1',
      width: 3000,
      height: 2000,
      source: 'Facebook',
      sourceUrl: 'https://fb.example/p/1',
      variantId: 'v-9',
      uploading: true,
    });
    expect(h.tile(0)).toMatchObject({
      uploadingFull: true,
      imagePath: 'blob:preview-1',
      metadata: { source: 'Facebook', sourceUrl: 'https://fb.example/p/1', variantId: 'v-9' },
    });
  });

  it('completing the upload sets the stored path, clears the flag and keeps the shopper’s crop (scaled)', () => {
    const h = new PrintingHarness();
    h.projects.photos.addTile({ imagePath: 'blob:preview-1', width: 1500, height: 1000, source: 'device', uploading: true });
    const id = h.tile(0).id;
    h.projects.framing.panTileByScreen(id, 40, 0, 400, 400);
    const before = h.tile(0).cropTopLeftX;
    h.projects.photos.completeUpload(id, { imagePath: '/files/uploads/tilepix/a.jpg', width: 3000, height: 2000 });
    const tile = h.tile(0);
    expect(tile.uploadingFull).toBeUndefined();
    expect(tile.imagePath).toBe('/files/uploads/tilepix/a.jpg');
    expect([tile.width, tile.height]).toEqual([3000, 2000]);
    expect(tile.cropTopLeftX).toBe(Math.round(before * 2));
  });

  it('centres the crop on the faces and marks the tile faceCropped; no faces changes nothing', () => {
    const h = new PrintingHarness();
    h.projects.photos.addTile({ imagePath: '/files/a.jpg', width: 3000, height: 2000, source: 'device' });
    const id = h.tile(0).id;
    expect(h.crop(0)).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    h.projects.photos.cropTileToFaces(id, []);
    expect(h.tile(0).faceCropped).toBeUndefined();
    // One face near the right edge: the 2000 px square crop slides right as far as the image allows.
    h.projects.photos.cropTileToFaces(id, [{ Top: 0.4, Left: 0.8, Width: 0.1, Height: 0.1 }]);
    expect(h.crop(0)).toEqual({ x: 1000, y: 0, width: 2000, height: 2000 });
    expect(h.tile(0).faceCropped).toBe(true);
  });
});

describe('ProjectStore: designing a chosen product', () => {
  it('an empty project takes the product and frame colour; a project with photos is kept and a new one starts', () => {
    const h = new PrintingHarness();
    h.projects.designProduct('coastlineTile', 'White');
    expect(h.projects.active).toMatchObject({ productId: 'coastlineTile', frameColor: 'White' });
    expect(h.projects.projects).toHaveLength(1);
    h.add(PHOTOS.square);
    const first = h.projects.active.id;
    h.projects.designProduct('tilepix', 'Gray');
    expect(h.projects.active.id).not.toBe(first);
    expect(h.projects.active).toMatchObject({ productId: 'tilepix', frameColor: 'Gray', isActive: true });
    expect(h.projects.projects.find((p) => p.id === first)?.productId).toBe('coastlineTile');
  });

  it('leaves the frame colour alone when the tenant refuses it (pharmacy: black only)', () => {
    const h = new PrintingHarness({ search: 'tenant=wg' });
    h.projects.designProduct('tilepix', 'White');
    expect(h.projects.active.frameColor).toBe('Black');
  });
});

describe('ProjectStore: status effects (SPEC §4)', () => {
  it('checkout completion runs every effect of the plan: wall pads 0, promo cleared, last cart remembered, projects saved at once', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    const contents = h.world.container.get(CartContentsStore);
    contents.setWallPads(3);
    contents.setPromoCode('TAKE20');
    const inCart = h.world.container.get(CartHandOff).addActiveToCart();
    expect(inCart._tag).toBe('Right');
    expect(h.world.navigator.current()).toBe('/cart');
    const cartId = h.projects.cartProjects[0]?.id;
    // saveProject: written now, not after the debounce.
    expect(stored(h).find((p) => p.id === cartId)?.status).toBe('Cart');

    const completed = h.projects.completeCheckout();
    expect(completed.map((p) => p.id)).toEqual([cartId]);
    expect(h.projects.lastCartIds).toEqual([cartId]);
    expect(contents.wallPads).toBe(0);
    expect(contents.promoCode).toBeNull();
    expect(stored(h).find((p) => p.id === cartId)?.status).toBe('Completed');
  });

  it('reopening a cart project saves it at once', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    h.projects.moveActiveToCart();
    const id = h.projects.cartProjects[0]!.id;
    h.projects.editFromCart(id);
    expect(stored(h).find((p) => p.id === id)).toMatchObject({ status: 'InProgress', isActive: true });
  });

  it('hands every effect of every transition to its handler, in order', () => {
    const seen: string[] = [];
    const handlers: EffectHandlers<StatusEffect> = {
      saveProject: (e) => void seen.push(`save ${e.projectId}`),
      rememberLastCart: (e) => void seen.push(`remember ${e.projectIds.join(',')}`),
      setWallPadsInCart: (e) => void seen.push(`wall pads ${e.count}`),
      clearPromo: () => void seen.push('clear promo'),
    };
    const cart = { ...createProject({ id: 'c', now: 0, cartToken: 't', productId: 'tilepix' }), status: 'Cart' as const };
    const plan = completeCheckout([cart], { id: 'n', now: 1, cartToken: 't', productId: 'tilepix' });
    interpretEffects(plan.effects, handlers, (error) => {
      throw error;
    });
    expect(seen).toEqual(['remember c', 'wall pads 0', 'clear promo', 'save c']);
    expect(seen).toHaveLength(plan.effects.length);
  });
});
