import { describe, expect, it } from 'vitest';
import { fromServerProject, ServerProjectCodec, toServerProject } from '../../src/contract/project';
import { usesSingleImage } from '../../src/domain/project';
import type { Scale } from '../../src/domain/units';
import { project, tile } from '../domain/fixtures';

describe('server format', () => {
  it('drops tiles without imagePath and sends every tile as Framed with its crop corners', () => {
    const p = project('p', {
      savedToServer: true,
      hasUnsavedChanges: true,
      tiles: [
        tile('a', { scale: 2 as Scale, cropTopLeftX: 100 as never, file: {}, uploadingFull: false, locallyCreated: true, croppedImageUrl: 'blob:x' }),
        tile('b', { imagePath: undefined, uploadingFull: true }),
        tile('c', { imagePath: '' }),
      ],
    });
    const server = toServerProject(p);
    expect(server.tiles).toHaveLength(1);
    expect(server.tiles[0]).toMatchObject({ id: 'a', state: 'Framed', cropTopLeftX: 100, cropBottomRightX: 700, cropBottomRightY: 600 });
    for (const key of ['file', 'uploadingFull', 'locallyCreated', 'croppedImageUrl']) expect(server.tiles[0]).not.toHaveProperty(key);
    expect(server).not.toHaveProperty('savedToServer');
    expect(server).not.toHaveProperty('hasUnsavedChanges');
    expect(server.id).toBe('p');
  });

  it('keeps every tile of a project that uses a single image', () => {
    const p = project('s', { singleImagePath: 'big.jpg', tiles: [tile('a', { imagePath: undefined }), tile('b', { imagePath: undefined })] });
    expect(toServerProject(p).tiles.map((t) => t.state)).toEqual(['Framed', 'Framed']);
    expect(usesSingleImage(p)).toBe(true);
    expect(usesSingleImage({ singleImagePath: '' })).toBe(false);
    expect(usesSingleImage({})).toBe(false);
  });

  it('loads server projects saved, clean, inactive, in the Cart; split-loaded ones at spacing 0.5', () => {
    const server = toServerProject(project('p', { tileSpacing: 2 }));
    const loaded = fromServerProject(server);
    expect(loaded).toMatchObject({ status: 'Cart', isActive: false, savedToServer: true, hasUnsavedChanges: false, tileSpacing: 2 });
    expect(loaded.tiles[0]).not.toHaveProperty('state');
    expect(fromServerProject({ ...server, isSplit: true }).tileSpacing).toBe(0.5);
    expect(fromServerProject({ ...server, tileSpacing: undefined as unknown as number }).tileSpacing).toBe(1);
  });

  it("keeps a tile's quarter turn; a tile saved before photos turned (or with no quarter turn) loads unturned (issue 31 item 6)", () => {
    const server = toServerProject({
      ...project('r'),
      tiles: [
        { ...tile('a', { imagePath: 'a.jpg' }), rotation: 90 },
        tile('b', { imagePath: 'b.jpg' }),
        { ...tile('c', { imagePath: 'c.jpg' }), rotation: 45 as never },
      ],
    });
    expect(server.tiles[0]!.rotation).toBe(90);
    const loaded = fromServerProject(server);
    expect(loaded.tiles.map((t) => t.rotation)).toEqual([90, undefined, undefined]);
    expect(loaded.tiles[1]).not.toHaveProperty('rotation');
  });

  it('checks the shape of a server project and keeps its fields', () => {
    const server = toServerProject(project('p'));
    expect(ServerProjectCodec.decode(server)).toEqual({ _tag: 'Right', right: server });
    expect(ServerProjectCodec.is(server)).toBe(true);
    expect(ServerProjectCodec.decode({ ...server, tiles: [{ id: 1 }] })._tag).toBe('Left');
    expect(ServerProjectCodec.encode(server)).toBe(server);
  });

  it('carries the revision beside the wire shape: never sent as a project field, kept as serverVersion when loaded', () => {
    const server = toServerProject(project('p', { serverVersion: 4 }));
    expect(server).not.toHaveProperty('serverVersion');
    const loaded = fromServerProject({ ...server, version: 7 });
    expect(loaded.serverVersion).toBe(7);
    expect(loaded).not.toHaveProperty('version');
    expect(fromServerProject(server)).not.toHaveProperty('serverVersion');
  });
});
