import { describe, expect, it } from 'vitest';
import {
  CONTINUE_CODES,
  CONTINUE_TEXT,
  continuePath,
  continueProblemOf,
  designDescription,
  designPlacement,
  sharedWallDesign,
  designPrice,
  isContinueMode,
  isShareId,
  projectFromDesign,
  readContinueQuery,
  safeImagePath,
  sharedDesignOf,
  sharePath,
} from '../../src/domain/sharing';
import { cents } from '../../src/domain/money';
import { DEFAULT_TILE_PRODUCT } from '../../src/domain/printing/print-product';
import { wallDesignOf } from '../../src/domain/wall/wall-design';
import { isPrivatePath } from '../../src/domain/routing/paths';
import { project, tile } from './fixtures';

const photo = (id: string) => ({
  imagePath: `/files/uploads/tilepix/${id}.jpg`,
  metadata: { source: 'Facebook' as const, sourceUrl: 'https://facebook.example/private' },
  faceCropped: true,
});
const PRODUCT = { price: cents(1400), variants: [{ id: 'w', name: 'White', price: cents(1600), sku: 'W' }] };

/** Issue 35 item 2: what a shared design keeps, shows and copies. */
describe('shared design', () => {
  it('keeps only what draws the design: no owner, cart, ids or source metadata', () => {
    const p = project('p1', { userId: 'cust-9', cartToken: 'cart-secret', tiles: [tile('t1', photo('a')), tile('t2', photo('b'))], metadata: { layout: 3 } });
    const design = sharedDesignOf(p)!;
    expect(design.layout).toBe(3);
    expect(design.tiles.map((t) => t.imagePath)).toEqual(['/files/uploads/tilepix/a.jpg', '/files/uploads/tilepix/b.jpg']);
    const text = JSON.stringify(design);
    for (const secret of ['cust-9', 'cart-secret', 'p1', 't1', 'facebook', 'faceCropped', 'metadata']) expect(text).not.toContain(secret);
    expect(design.tiles[0]).not.toHaveProperty('rotation');
  });

  it('keeps a photo turned in its frame turned (issue 31 item 6)', () => {
    const p = project('p4', { tiles: [{ ...tile('t1', photo('a')), rotation: 270 }] });
    expect(sharedDesignOf(p)!.tiles[0]!.rotation).toBe(270);
  });

  it('drops tiles without a safe photo reference; nothing left is nothing to share', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.jpg', '\\\\evil\\a', '', 'x'.repeat(2049)])
      expect(safeImagePath(bad), bad).toBe(false);
    for (const good of ['/files/a.jpg', 'photos/a.jpg', 'https://cdn.example/a.jpg', 'HTTP://cdn.example/a.jpg']) expect(safeImagePath(good), good).toBe(true);
    expect(sharedDesignOf(project('p2', { tiles: [tile('t', { imagePath: 'javascript:alert(1)' })] }))).toBeNull();
    expect(sharedDesignOf(project('p3', { tiles: [] }))).toBeNull();
  });

  it("a split takes the project's one image for its pieces, with its grid", () => {
    const pieces = [0, 1, 2, 3].map((i) => tile(`s${i}`, { imagePath: undefined, positionX: i % 2, positionY: Math.floor(i / 2) }));
    const design = sharedDesignOf(project('split', { isSplit: true, rows: 2, cols: 2, singleImagePath: '/files/one.jpg', tiles: pieces }))!;
    expect(design).toMatchObject({ isSplit: true, rows: 2, cols: 2, layout: 'Custom' });
    expect(design.tiles.every((t) => t.imagePath === '/files/one.jpg')).toBe(true);
    expect(designPlacement(design)).toMatchObject({ cols: 2, rows: 2 });
    expect(designDescription(design, 'TilePix 8x8')).toBe(
      '4 framed tiles of TilePix 8x8, one photo split 2 × 2, in Black frames. Make this design with your own copy.',
    );
    const copy = projectFromDesign(design, { id: 'new', now: 5, cartToken: 'c', tileId: (i) => `n${i}` });
    expect(copy).toMatchObject({ isSplit: true, singleImagePath: '/files/one.jpg', rows: 2, cols: 2 });
    expect(copy.metadata).toBeUndefined();
  });

  it("places a fixed layout's tiles on its frames and a custom one on a square grid, from 0", () => {
    const three = sharedDesignOf(project('l3', { tiles: [tile('a', photo('a')), tile('b', photo('b')), tile('c', photo('c'))], metadata: { layout: 3 } }))!;
    const placed = designPlacement(three);
    expect(placed.places.map((p) => p.index)).toEqual([0, 1, 2]);
    expect(Math.min(...placed.places.map((p) => p.x))).toBe(0);
    expect(Math.min(...placed.places.map((p) => p.y))).toBe(0);
    const custom = sharedDesignOf(project('lc', { tiles: [tile('a', photo('a')), tile('b', photo('b')), tile('c', photo('c')), tile('d', photo('d'))] }))!;
    expect(designPlacement(custom)).toMatchObject({ cols: 2, rows: 2 });
  });

  it("is drawn on the wall preview as the owner's project would be: its photos on its layout's frames, its spacing and frame", () => {
    const p = project('wall', {
      frameColor: 'White',
      tileSpacing: 1.5,
      tiles: [tile('a', photo('a')), tile('b', photo('b')), tile('c', photo('c'))],
      metadata: { layout: 3 },
    });
    const design = sharedDesignOf(p)!;
    const onWall = sharedWallDesign(design, DEFAULT_TILE_PRODUCT);
    const own = wallDesignOf(p, DEFAULT_TILE_PRODUCT);
    expect(onWall.tiles.map((t) => [t.src, t.position, t.layout])).toEqual(own.tiles.map((t) => [t.src, t.position, t.layout]));
    expect([onWall.tileSpacingInches, onWall.frame, onWall.productInches]).toEqual([1.5, 'White', own.productInches]);
  });

  it("prices the tiles at their frame colour's variant, else the product's price", () => {
    const white = sharedDesignOf(project('w', { frameColor: 'White', tiles: [tile('a', photo('a')), tile('b', photo('b'))] }))!;
    expect(designPrice(white, PRODUCT)).toEqual({ tiles: 2, unit: 1600, total: 3200 });
    const black = sharedDesignOf(project('b', { tiles: [tile('a', photo('a'))] }))!;
    expect(designPrice(black, PRODUCT)).toEqual({ tiles: 1, unit: 1400, total: 1400 });
    expect(designDescription(black, 'TilePix 8x8')).toBe('1 framed tile of TilePix 8x8, in Black frames. Make this design with your own copy.');
  });

  it('"Make this design" is the visitor\'s own new, active, unsaved project with new ids', () => {
    const design = sharedDesignOf(project('src', { tiles: [tile('a', photo('a'))], metadata: { layout: 3 }, tileSpacing: 2 }))!;
    const copy = projectFromDesign(design, { id: 'mine', now: 42, cartToken: 'my-cart', tileId: (i) => `mine-${i}` });
    expect(copy).toMatchObject({
      id: 'mine',
      cartToken: 'my-cart',
      status: 'InProgress',
      isActive: true,
      savedToServer: false,
      hasUnsavedChanges: true,
      tileSpacing: 2,
      createdAt: 42,
      metadata: { layout: 3 },
    });
    expect(copy.tiles.map((t) => [t.id, t.imagePath, t.metadata])).toEqual([['mine-0', '/files/uploads/tilepix/a.jpg', {}]]);
    expect(copy.userId).toBeUndefined();
  });

  it('ids are 22 base64url characters; the page is /d/{id}', () => {
    expect(isShareId('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    for (const bad of ['', 'short', 'AbCdEfGhIjKlMnOpQrSt_-x', 'AbCdEfGhIjKlMnOpQrSt/-', '../../../../../etc/pass']) expect(isShareId(bad), bad).toBe(false);
    expect(sharePath('abc')).toBe('/d/abc');
    expect(sharePath('abc', 'wg')).toBe('/d/abc?tenant=wg');
  });
});

/** Issue 35 item 3: the continue link's words, codes and query. */
describe('continue link', () => {
  it('reads only a link of token characters from the query', () => {
    expect(readContinueQuery('?link=abc.DEF_-')).toBe('abc.DEF_-');
    expect(readContinueQuery('link=abc&tenant=wg')).toBe('abc');
    for (const bad of ['', '?link=', '?link=a<b', `?link=${'a'.repeat(601)}`, '?other=1']) expect(readContinueQuery(bad), bad).toBeNull();
    expect(continuePath('a.b')).toBe('/continue?link=a.b');
    expect(continuePath('a.b', 'wg')).toBe('/continue?link=a.b&tenant=wg');
    // Its page is never cached nor indexed (the address carries the link).
    expect([isPrivatePath('/continue'), isPrivatePath('/d/abc')]).toEqual([true, false]);
  });

  it('maps each refusal code to its problem and words', () => {
    for (const problem of ['invalid', 'expired', 'used', 'gone'] as const) {
      expect(continueProblemOf(CONTINUE_CODES[problem])).toBe(problem);
      expect(CONTINUE_TEXT[problem].length).toBeGreaterThan(10);
    }
    expect(continueProblemOf('recovery/used')).toBeNull();
    expect(CONTINUE_TEXT.used).toBe('This link was already used. Each link opens the project once: make a new one on your computer.');
    expect([isContinueMode('move'), isContinueMode('copy'), isContinueMode('steal')]).toEqual([true, true, false]);
  });
});

/** Issue 35: the share page's head: its description, the design's picture as its card, never indexed. */
describe('shared design page head', () => {
  it("carries the design's description and picture, and noindex", async () => {
    const { pageHead } = await import('../../src/domain/seo/page-head');
    const head = pageHead({
      page: 'sharedDesign',
      routeTitle: 'Shared Design',
      title: 'Shared Design - TilePix',
      brand: 'TilePix',
      path: '/d/abc',
      tenantQuery: null,
      publicUrl: 'https://shop.example',
      shared: { description: '3 framed tiles.', imageUrl: '/api/v1/shares/abc/image' },
    });
    expect(head.description).toBe('3 framed tiles.');
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { name: 'robots', content: 'noindex' },
        { property: 'og:image', content: 'https://shop.example/api/v1/shares/abc/image' },
        { property: 'og:image:width', content: '1200' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    const missing = pageHead({
      page: 'sharedDesign',
      routeTitle: 'Shared Design',
      title: 'Design Not Found - TilePix',
      brand: 'TilePix',
      path: '/d/x',
      tenantQuery: null,
      publicUrl: 'https://shop.example',
    });
    expect(missing.description).toBe('A photo tile design shared with you: see it, then make it with your own copy.');
  });
});
