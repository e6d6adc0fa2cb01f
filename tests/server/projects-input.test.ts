import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TILES_PER_PROJECT } from '../../server/projects/project-document';
import { ProjectRepository } from '../../server/projects/project-repository';
import { MAX_OPEN_PROJECTS_PER_OWNER } from '../../server/projects/project-service';
import type { ImagePx } from '../../src/domain/units';
import { openProjectsHarness, serverProject, tile, tiles, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

/** Issue #15's bad input: each refusal is a clear 4xx and writes nothing (read back). */
describe.each(testDbFactories)('project input on $name', ({ open }) => {
  let p: ProjectsHarness;

  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => {
    await p.db.close();
  });

  const stored = serverProject('in-base', 'cart-in-000001');
  beforeAll(async () => {
    expect((await p.save(stored, null)).status).toBe(200);
  });
  const unchanged = async () => expect(await p.row(stored.id)).toMatchObject({ version: 1, document: { quantity: 1 } });

  it('a crop outside its image: 400 naming the tile, nothing written (create or update)', async () => {
    const outside = serverProject('in-crop', 'cart-in-000001', {
      tiles: [tile('wide', { cropTopLeftX: 200 as ImagePx, cropBottomRightX: 1300 as ImagePx, cropBottomRightY: 1100 as ImagePx })],
    });
    const res = await p.save(outside, null);
    expect(res).toEqual({ status: 400, body: { message: 'Tile wide: the crop (200, 0)–(1300, 1100) lies outside its 1200 x 1200 image.' } });
    expect(await p.row('in-crop')).toBeNull();
    const negative = { ...stored, quantity: 4, tiles: [{ ...stored.tiles[0]!, cropTopLeftY: -50 }] };
    expect((await p.save(negative as never, 1)).status).toBe(400);
    const noSize = { ...stored, quantity: 4, tiles: [{ ...stored.tiles[0]!, width: 0 }] };
    expect((await p.save(noSize as never, 1)).body).toMatchObject({ message: `Tile ${stored.tiles[0]!.id} has no image size (width 0, height 1200).` });
    await unchanged();
  });

  it('a turned photo (issue 31 item 6): its crop is checked in the turned pixels; a turn that is not a quarter is refused, nothing written', async () => {
    // A 1600 x 1200 photo turned 90° is 1200 x 1600: rows to 1500 exist, columns past 1200 do not.
    const turned = serverProject('in-turn', 'cart-in-000001', {
      tiles: [
        tile('tall', {
          width: 1600 as ImagePx,
          height: 1200 as ImagePx,
          rotation: 90,
          cropTopLeftY: 300 as ImagePx,
          cropBottomRightX: 1200 as ImagePx,
          cropBottomRightY: 1500 as ImagePx,
        }),
      ],
    });
    expect((await p.save(turned, null)).status).toBe(200);
    expect(await p.row('in-turn')).toMatchObject({ document: { tiles: [{ rotation: 90 }] } });
    const past = { ...stored, quantity: 4, tiles: [{ ...stored.tiles[0]!, width: 1600, rotation: 90, cropBottomRightX: 1300 }] };
    expect((await p.save(past as never, 1)).body).toEqual({
      message: `Tile ${stored.tiles[0]!.id}: the crop (0, 0)–(1300, ${stored.tiles[0]!.cropBottomRightY}) lies outside its 1200 x 1600 image.`,
    });
    const sideways = await p.save({ ...stored, quantity: 4, tiles: [{ ...stored.tiles[0]!, rotation: 45 }] } as never, 1);
    expect(sideways.status).toBe(400);
    expect(String(sideways.body.message)).toContain('rotation');
    await unchanged();
  });

  it('a project that does not decode: 400 naming the path, nothing written', async () => {
    const noTiles = { ...stored, quantity: 4, tiles: [{ id: 1 }] };
    expect((await p.save(noTiles as never, 1)).status).toBe(400);
    const badFlag = await p.save({ ...stored, quantity: 4, isActive: 'yes' } as never, 1);
    expect(badFlag.status).toBe(400);
    expect(String(badFlag.body.message)).toContain('isActive');
    expect((await p.save({ ...stored, quantity: 0 }, 1)).body).toEqual({ message: 'Invalid request: quantity must be a whole number from 1 to 10000.' });
    const noBase = { ...stored, quantity: 4 };
    expect((await p.call('projects/save', noBase)).status).toBe(400);
    expect((await p.call('projects/save', '{"id": ')).body).toEqual({ message: 'Invalid request: the body is not valid JSON' });
    expect((await p.save(stored, 0)).body).toEqual({ message: 'Invalid request: baseVersion must be null or a revision number (1 or more).' });
    const twice = { ...stored, tiles: [stored.tiles[0]!, stored.tiles[0]!] };
    expect((await p.save(twice, 1)).body).toEqual({ message: `Invalid request: tile id ${stored.tiles[0]!.id} appears twice.` });
    await unchanged();
  });

  it('a 5 MB body: 413 before it is read, nothing written', async () => {
    const huge = { ...stored, quantity: 4, metadata: { pad: 'x'.repeat(5 * 1024 * 1024) }, baseVersion: 1 };
    const res = await p.call('projects/save', huge);
    expect(res).toEqual({ status: 413, body: { message: 'The request body is too large (at most 512 KB).' } });
    await unchanged();
    // The other calls keep the main API's 64 KB.
    expect((await p.call('projects/get', { abandoned: true, cartToken: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it(`at most ${MAX_TILES_PER_PROJECT} tiles; a full project with long addresses fits`, async () => {
    const longUrl = `https://photos.example/${'p'.repeat(1500)}.jpg`;
    const full = serverProject('in-full', 'cart-in-000002', {
      tiles: tiles('in-full', MAX_TILES_PER_PROJECT, { metadata: { source: 'QueryParam', sourceUrl: longUrl } }),
    });
    expect(await p.save(full, null)).toEqual({ status: 200, body: { version: 1 } });
    const over = serverProject('in-over', 'cart-in-000002', { tiles: tiles('in-over', MAX_TILES_PER_PROJECT + 1) });
    expect(await p.save(over, null)).toEqual({ status: 400, body: { message: 'A project holds at most 100 tiles (this one has 101).' } });
    expect(await p.row('in-over')).toBeNull();
  });

  it('fields the contract does not know are not stored', async () => {
    const extra = { ...serverProject('in-extra', 'cart-in-000003'), evil: '<script>' };
    expect((await p.save(extra as never, null)).status).toBe(200);
    expect(await p.row('in-extra')).toMatchObject({ document: expect.not.objectContaining({ evil: expect.anything() }) });
  });

  it(`caps the projects kept per cart at ${MAX_OPEN_PROJECTS_PER_OWNER}`, async () => {
    const cart = 'cart-in-cap-001';
    // All but the last under the cap straight into the table (the save path itself is the other tests'); the last and the one over through the API.
    const repo = new ProjectRepository(p.db);
    for (let i = 0; i < MAX_OPEN_PROJECTS_PER_OWNER - 1; i++)
      expect(await repo.insert('tilepix', serverProject(`cap-${i}`, cart, { tiles: [] }), null, Date.now())).toBe(1);
    expect((await p.save(serverProject(`cap-${MAX_OPEN_PROJECTS_PER_OWNER - 1}`, cart, { tiles: [] }), null)).status).toBe(200);
    const over = await p.save(serverProject('cap-over', cart, { tiles: [] }), null);
    expect(over).toEqual({ status: 409, body: { message: 'At most 200 projects can be kept at once. Remove one to start another.' } });
    expect(await p.row('cap-over')).toBeNull();
  }, 60_000);
});

describe.each(testDbFactories)('project throttle on $name', ({ open }) => {
  let p: ProjectsHarness;
  beforeAll(async () => {
    p = await openProjectsHarness(open, {
      projects: { throttle: { capacity: 3, refillPerSecond: 0.001 }, createThrottle: { capacity: 2, refillPerSecond: 0.001 } },
    });
  });
  afterAll(async () => {
    await p.db.close();
  });

  it('a loop of creates is refused with 429 after the burst, and writes nothing more', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await p.save(serverProject(`loop-${i}`, 'cart-loop-00001'), null)).status);
    expect(answers).toEqual([200, 200, 429, 429]);
    expect(await p.count()).toBe(2);
    expect((await p.list({ cartToken: 'cart-loop-00001' }, { ip: '198.51.100.9' })).status).toBe(200);
  });
});
